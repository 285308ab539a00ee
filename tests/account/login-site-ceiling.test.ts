import { env } from "cloudflare:workers";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LIMITS } from "../../src/rate-limit/limits";
import { CHALLENGE_LIFETIME_SECONDS } from "../../src/rate-limit/login-challenge";
import { SITE_SHARD_KEYS, SITE_SHARD_RULE } from "../../src/rate-limit/site-logins";
import { account, sandbox } from "../support/account";

/**
 * Credential stuffing from everywhere: failed logins over many e-mails, each from a network of its
 * own, so that no per-address or per-network limit bites and only the site's ceiling is left.
 * Past it, a login without a device cookie needs a solved challenge (docs/decisions/041), never a
 * 429. In a file of its own: the ceiling counts every failed login of the file. The clock is
 * vitest's fake Date, which the rate limiter's Durable Object reads too (retry-after.test.ts).
 */

const PASSWORD = "riktig-passord";
/** Failed logins of the test that come through the route; the rest of the ceiling is counted before them. */
const THROUGH_THE_ROUTE = 20;
const login = (email: string, password: string, ip: string, extra: { cookie?: string; challenge?: string } = {}) =>
  account("/login", {
    method: "POST",
    json: { email, password, ...(extra.challenge ? { challenge: extra.challenge } : {}) },
    ip,
    ...(extra.cookie ? { cookie: extra.cookie } : {}),
  });
const unique = () => `liste-${crypto.randomUUID()}@nordkystfilm.no`;
/** Attempt `i`'s address: a /24 of its own for each. */
const everywhere = (i: number) => `100.${64 + (i >> 8)}.${i & 255}.9`;
const shard = (key: string) => env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(key));
const deviceCookieOf = (response: Response) =>
  response.headers
    .getAll("Set-Cookie")
    .find((h) => h.startsWith("__Host-kinoweb-device="))!
    .split(";")[0]!;

/** A challenge from the route, solved as the widget solves it, as the widget's payload (base64 JSON). */
async function solvedChallenge(): Promise<string> {
  const response = await account("/login/challenge");
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toMatch(/no-store/);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
}

describe("the site-wide ceiling on failed logins without a device cookie", () => {
  let visitor = "";
  let device = "";

  beforeAll(async () => {
    await sandbox("reset");
    visitor = `hele-${crypto.randomUUID()}@nordkystfilm.no`;
    expect((await account("/users", { method: "POST", json: { email: visitor, password: PASSWORD, userName: "Hele" } })).status).toBe(201);
    device = deviceCookieOf(await login(visitor, PASSWORD, "198.51.100.61"));
  }, 60_000);
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is counted in shards, each full at its share of the ceiling", () => {
    expect(SITE_SHARD_KEYS.length).toBe(LIMITS.login.siteShards);
    expect(SITE_SHARD_RULE.limit * SITE_SHARD_KEYS.length).toBeGreaterThanOrEqual(LIMITS.login.site.limit);
    expect((SITE_SHARD_RULE.limit - 1) * SITE_SHARD_KEYS.length).toBeLessThan(LIMITS.login.site.limit);
  });

  it("once reached, asks for a solved challenge (not a 429), takes each solution once, and lets the device cookie through without one", async () => {
    const { windowSeconds } = LIMITS.login.site;
    const start = Date.now();
    const at = (seconds: number) => vi.setSystemTime(start + seconds * 1000);
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    // The failed logins that came before, counted as the route counts them (each of them through
    // the route costs new Durable Objects per e-mail and network: minutes in the test runtime).
    for (const key of SITE_SHARD_KEYS) {
      for (let i = 0; i < SITE_SHARD_RULE.limit - 3; i++) expect((await shard(key).hit(SITE_SHARD_RULE.limit, windowSeconds)).allowed).toBe(true);
    }
    // The venue answers the list's guesses "wrong password" at once, as it would, without hashing each.
    await sandbox("faults", { path: "api/LoginDx", status: 401, times: THROUGH_THE_ROUTE });
    const statuses: number[] = [];
    for (let i = 0; i < THROUGH_THE_ROUTE; i++) statuses.push((await login(unique(), "gjett", everywhere(i))).status);
    expect(statuses.filter((s) => s === 401).length, "the shards had room for these").toBeGreaterThan(0);
    expect(statuses.every((s) => s === 401 || s === 403)).toBe(true);
    // Whatever room the draw left in a shard is filled, so every attempt now meets a full one.
    for (const key of SITE_SHARD_KEYS) while ((await shard(key).hit(SITE_SHARD_RULE.limit, windowSeconds)).allowed);
    await sandbox("faults", undefined, "DELETE");

    at(100);
    const refused = await login(unique(), "gjett", everywhere(THROUGH_THE_ROUTE));
    expect(refused.status).toBe(403);
    expect(refused.headers.get("Retry-After")).toBeNull();
    expect(await refused.json()).toEqual({ error: { code: "challenge_required", message: expect.stringMatching(/kontroll/) } });
    const visitorWithout = await login(visitor, PASSWORD, everywhere(THROUGH_THE_ROUTE + 1));
    expect(visitorWithout.status, "a browser without the device cookie, right password or not").toBe(403);
    expect(await visitorWithout.json()).toMatchObject({ error: { code: "challenge_required" } });

    // The same browser with a solved challenge gets in; the solution cannot be used again.
    const payload = await solvedChallenge();
    const solved = await login(visitor, PASSWORD, everywhere(THROUGH_THE_ROUTE + 1), { challenge: payload });
    expect(solved.status, "with a solved challenge").toBe(200);
    expect(await solved.json()).toEqual({ userName: "Hele", email: visitor });
    const replayed = await login(visitor, PASSWORD, everywhere(THROUGH_THE_ROUTE + 2), { challenge: payload });
    expect(replayed.status, "the same solution again").toBe(403);
    expect(await replayed.json()).toMatchObject({ error: { code: "challenge_failed" } });

    // A solution that was tampered with, or is not one at all, is refused the same way.
    // (The derived key is the proof: only the work finds the key whose signature the challenge holds.)
    const decoded = JSON.parse(atob(await solvedChallenge())) as { solution: { derivedKey: string } };
    const key = decoded.solution.derivedKey;
    const tampered = btoa(JSON.stringify({ ...decoded, solution: { ...decoded.solution, derivedKey: `${key.slice(0, -1)}${key.endsWith("0") ? "1" : "0"}` } }));
    expect((await (await login(visitor, PASSWORD, everywhere(THROUGH_THE_ROUTE + 3), { challenge: tampered })).json()) as unknown).toMatchObject({
      error: { code: "challenge_failed" },
    });
    const testMode = btoa(JSON.stringify({ challenge: null, solution: null, test: true }));
    expect((await login(visitor, PASSWORD, everywhere(THROUGH_THE_ROUTE + 4), { challenge: testMode })).status).toBe(403);
    const malformed = await login(visitor, PASSWORD, everywhere(THROUGH_THE_ROUTE + 5), { challenge: "ikke base64!" });
    expect(malformed.status).toBe(400);

    // A solution kept past the challenge's lifetime has expired.
    const kept = await solvedChallenge();
    at(100 + CHALLENGE_LIFETIME_SECONDS + 1);
    expect((await (await login(visitor, PASSWORD, everywhere(THROUGH_THE_ROUTE + 6), { challenge: kept })).json()) as unknown).toMatchObject({
      error: { code: "challenge_failed" },
    });

    // The visitor on their own browser needs none.
    const own = await login(visitor, PASSWORD, "198.51.100.61", { cookie: device });
    expect(own.status, "the visitor on their own browser").toBe(200);
    const renewed = deviceCookieOf(own);

    // Once the window has passed, logins without a device cookie are asked of the venue again.
    at(windowSeconds);
    expect((await login(unique(), "gjett", everywhere(THROUGH_THE_ROUTE + 7))).status).toBe(401);
    expect((await login(visitor, PASSWORD, "198.51.100.61", { cookie: renewed })).status).toBe(200);
  }, 90_000);
});
