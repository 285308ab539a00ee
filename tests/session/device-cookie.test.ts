import { describe, expect, it } from "vitest";
import { DEVICE_MAX_AGE_SECONDS, isDeviceTokenFor, issueDeviceToken } from "../../src/session/device-cookie";

const SECRET = "a-test-secret-that-is-long-enough-for-hmac";
const NOW = Date.parse("2025-09-17T12:00:00+02:00");

describe("the device cookie's token", () => {
  it("is valid for the e-mail it was issued for, in any case", async () => {
    const token = await issueDeviceToken(SECRET, "Ragna@Nordkystfilm.no", NOW);
    expect(await isDeviceTokenFor(SECRET, token, "ragna@nordkystfilm.no", NOW + 1000)).toBe(true);
  });

  it("is not valid for another e-mail, another secret, when changed, or when too old", async () => {
    const token = await issueDeviceToken(SECRET, "ragna@nordkystfilm.no", NOW);
    expect(await isDeviceTokenFor(SECRET, token, "ola@nordkystfilm.no", NOW)).toBe(false);
    expect(await isDeviceTokenFor("another-secret-that-is-long-enough-too", token, "ragna@nordkystfilm.no", NOW)).toBe(false);
    expect(await isDeviceTokenFor(SECRET, token.toUpperCase(), "ragna@nordkystfilm.no", NOW)).toBe(false);
    const [nonce, , signature] = token.split(".");
    expect(await isDeviceTokenFor(SECRET, `${nonce}.${NOW + 1}.${signature}`, "ragna@nordkystfilm.no", NOW + 10)).toBe(false);
    expect(await isDeviceTokenFor(SECRET, token, "ragna@nordkystfilm.no", NOW + DEVICE_MAX_AGE_SECONDS * 1000 + 1)).toBe(false);
    expect(await isDeviceTokenFor(SECRET, undefined, "ragna@nordkystfilm.no", NOW)).toBe(false);
  });
});
