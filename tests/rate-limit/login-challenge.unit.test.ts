import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { describe, expect, it } from "vitest";
import { CHALLENGE_ITERATIONS, CHALLENGE_LIFETIME_SECONDS, newLoginChallenge, solvedLoginChallenge } from "../../src/rate-limit/login-challenge";

const SECRET = "a-session-secret-for-the-challenge-tests";
/** A small cost setting, so the test solves in milliseconds what a browser solves in a second. */
const MAX_NUMBER = 40;

/** The challenge solved as the widget solves it, as the widget's payload (base64 JSON). */
async function payloadOf(challenge: Challenge): Promise<{ payload: string; counter: number }> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("unsolved");
  return {
    payload: btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })),
    counter: solution.counter,
  };
}

describe("the login challenge past the site's ceiling (docs/decisions/041)", () => {
  it("asks PBKDF2 work at 1000 iterations a try, for five minutes, with the secret counter between half the maximum and the maximum", async () => {
    const now = Date.now();
    const challenge = await newLoginChallenge(SECRET, MAX_NUMBER, now);
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(challenge.parameters.cost).toBe(CHALLENGE_ITERATIONS);
    expect(CHALLENGE_ITERATIONS).toBe(1000);
    expect(CHALLENGE_LIFETIME_SECONDS).toBe(300);
    expect(challenge.parameters.expiresAt).toBe(Math.floor(now / 1000) + 300);
    const counters = await Promise.all(Array.from({ length: 6 }, async () => (await payloadOf(await newLoginChallenge(SECRET, MAX_NUMBER, now))).counter));
    for (const counter of counters) {
      expect(counter).toBeGreaterThanOrEqual(MAX_NUMBER / 2);
      expect(counter).toBeLessThanOrEqual(MAX_NUMBER);
    }
  });

  it("takes a solution of a challenge it signed, and names it by its signature and expiry", async () => {
    const now = Date.now();
    const challenge = await newLoginChallenge(SECRET, MAX_NUMBER, now);
    const { payload } = await payloadOf(challenge);
    expect(await solvedLoginChallenge(SECRET, payload)).toEqual({ signature: challenge.signature, expiresAtMs: (Math.floor(now / 1000) + 300) * 1000 });
  });

  it("refuses a solution under another secret, a changed answer, an expired challenge and anything that is no payload", async () => {
    const { payload } = await payloadOf(await newLoginChallenge(SECRET, MAX_NUMBER, Date.now()));
    expect(await solvedLoginChallenge("another-session-secret-for-the-tests", payload)).toBeUndefined();
    const decoded = JSON.parse(atob(payload)) as { solution: { derivedKey: string } };
    const key = decoded.solution.derivedKey;
    const changed = { ...decoded, solution: { ...decoded.solution, derivedKey: `${key.slice(0, -1)}${key.endsWith("0") ? "1" : "0"}` } };
    expect(await solvedLoginChallenge(SECRET, btoa(JSON.stringify(changed)))).toBeUndefined();
    const expired = await payloadOf(await newLoginChallenge(SECRET, MAX_NUMBER, Date.now() - 301_000));
    expect(await solvedLoginChallenge(SECRET, expired.payload)).toBeUndefined();
    expect(await solvedLoginChallenge(SECRET, "not base64 at all!")).toBeUndefined();
    expect(await solvedLoginChallenge(SECRET, btoa("{not json"))).toBeUndefined();
    expect(await solvedLoginChallenge(SECRET, btoa(JSON.stringify({ challenge: null, solution: null, test: true })))).toBeUndefined();
  });
});
