import { describe, expect, it } from "vitest";
import { SEALED_MAX_AGE_SECONDS, openSession, sealSession } from "../../src/session/sealed-auth";

const SECRET = "a-test-secret-that-is-long-enough-for-hkdf";
const AUTH = { marsToken: "mars-123", venueSession: "venue-abc", userName: "Ragna Demo", email: "demo@nordkystfilm.no" };

describe("sealed venue auth (calendar links)", () => {
  it("opens what it sealed, and shows nothing of it in the cookie value", async () => {
    const sealed = await sealSession(SECRET, AUTH);
    expect(await openSession(SECRET, sealed)).toEqual(AUTH);
    expect(sealed).not.toContain("mars");
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("seals the same state differently every time (random IV)", async () => {
    expect(await sealSession(SECRET, AUTH)).not.toBe(await sealSession(SECRET, AUTH));
  });

  it("refuses a tampered value, another key's value and junk", async () => {
    const sealed = await sealSession(SECRET, AUTH);
    const flipped = sealed.slice(0, 20) + (sealed[20] === "A" ? "B" : "A") + sealed.slice(21);
    expect(await openSession(SECRET, flipped)).toBeUndefined();
    expect(await openSession("another-secret-that-is-long-enough-too", sealed)).toBeUndefined();
    expect(await openSession(SECRET, "kort")).toBeUndefined();
    expect(await openSession(SECRET, "ikke base64!")).toBeUndefined();
    // The last character carries unused bits: another spelling of the same bytes is refused.
    const last = sealed.at(-1)!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const twin = alphabet[alphabet.indexOf(last) ^ 1]!;
    expect(await openSession(SECRET, sealed.slice(0, -1) + twin)).toBeUndefined();
  });

  it("refuses a session older than its lifetime, the venue token's 30 days", async () => {
    expect(SEALED_MAX_AGE_SECONDS).toBe(30 * 86_400);
    const now = Date.now();
    const sealed = await sealSession(SECRET, AUTH, now);
    expect(await openSession(SECRET, sealed, now + SEALED_MAX_AGE_SECONDS * 1000 - 1)).toEqual(AUTH);
    expect(await openSession(SECRET, sealed, now + SEALED_MAX_AGE_SECONDS * 1000)).toBeUndefined();
    expect(await openSession(SECRET, sealed, now + SEALED_MAX_AGE_SECONDS * 1000 + 1)).toBeUndefined();
  });
});
