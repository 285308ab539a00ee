import { describe, expect, it } from "vitest";
import { DEVICE_COOKIE, DEVICE_MAX_AGE_SECONDS, issueDeviceToken, signedDeviceToken } from "../../src/session/device-cookie";

const SECRET = "a-test-secret-that-is-long-enough-for-hmac";
const NOW = Date.parse("2025-09-17T12:00:00+02:00");

describe("the device cookie's token", () => {
  it("is signed for the e-mail it was issued for, in any case, and names its id and time", async () => {
    const token = await issueDeviceToken(SECRET, "Ragna@Nordkystfilm.no", NOW);
    expect(token.value).toMatch(/^[0-9a-f]{32}\.\d+\.[0-9a-f]{64}$/);
    expect(await signedDeviceToken(SECRET, token.value, "ragna@nordkystfilm.no", NOW + 1000)).toEqual({ id: token.id, issuedAt: NOW });
    expect(token.value.startsWith(`${token.id}.${NOW}.`)).toBe(true);
  });

  it("is not signed for another e-mail, another secret, when changed, or when too old", async () => {
    const { value } = await issueDeviceToken(SECRET, "ragna@nordkystfilm.no", NOW);
    expect(await signedDeviceToken(SECRET, value, "ola@nordkystfilm.no", NOW)).toBeUndefined();
    expect(await signedDeviceToken("another-secret-that-is-long-enough-too", value, "ragna@nordkystfilm.no", NOW)).toBeUndefined();
    expect(await signedDeviceToken(SECRET, value.toUpperCase(), "ragna@nordkystfilm.no", NOW)).toBeUndefined();
    const [id, , signature] = value.split(".");
    expect(await signedDeviceToken(SECRET, `${id}.${NOW + 1}.${signature}`, "ragna@nordkystfilm.no", NOW + 10)).toBeUndefined();
    expect(await signedDeviceToken(SECRET, value, "ragna@nordkystfilm.no", NOW + DEVICE_MAX_AGE_SECONDS * 1000 + 1)).toBeUndefined();
    expect(await signedDeviceToken(SECRET, undefined, "ragna@nordkystfilm.no", NOW)).toBeUndefined();
  });

  it("is honoured from the millisecond it was issued until its 180 days end, and not from the future", async () => {
    const { id, value } = await issueDeviceToken(SECRET, "ragna@nordkystfilm.no", NOW);
    expect(await signedDeviceToken(SECRET, value, "ragna@nordkystfilm.no", NOW)).toEqual({ id, issuedAt: NOW });
    expect(await signedDeviceToken(SECRET, value, "ragna@nordkystfilm.no", NOW + DEVICE_MAX_AGE_SECONDS * 1000)).toEqual({ id, issuedAt: NOW });
    expect(await signedDeviceToken(SECRET, value, "ragna@nordkystfilm.no", NOW - 1)).toBeUndefined();
    expect(DEVICE_MAX_AGE_SECONDS).toBe(180 * 86_400);
  });

  it("is read under its __Host- name, for the e-mail as typed with spaces around it, and only as a whole value", async () => {
    expect(DEVICE_COOKIE).toBe("__Host-kinoweb-device");
    const { id, value } = await issueDeviceToken(SECRET, " ragna@nordkystfilm.no ", NOW);
    expect(await signedDeviceToken(SECRET, value, "ragna@nordkystfilm.no", NOW)).toEqual({ id, issuedAt: NOW });
    expect(await signedDeviceToken(SECRET, `x${value}`, "ragna@nordkystfilm.no", NOW)).toBeUndefined();
    expect(await signedDeviceToken(SECRET, `${value}0`, "ragna@nordkystfilm.no", NOW)).toBeUndefined();
  });
});
