import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LIMITS } from "../../src/rate-limit/limits";
import { SITE_LOGINS_KEY } from "../../src/rate-limit/login-failures";
import { account, sandbox } from "../support/account";

/**
 * Credential stuffing from everywhere: failed logins over many e-mails, each from a network of its
 * own, so that no per-address or per-network limit bites and only the site's ceiling is left. In
 * a file of its own: the ceiling counts every failed login of the file. The clock is vitest's
 * fake Date, which the rate limiter's Durable Object reads too (retry-after.test.ts).
 */

const PASSWORD = "riktig-passord";
/** Failed logins of the test that come through the route; the rest of the ceiling is counted before them. */
const THROUGH_THE_ROUTE = 20;
const login = (email: string, password: string, ip: string, cookie?: string) =>
  account("/login", { method: "POST", json: { email, password }, ip, ...(cookie ? { cookie } : {}) });
const unique = () => `liste-${crypto.randomUUID()}@nordkystfilm.no`;
/** Attempt `i`'s address: a /24 of its own for each. */
const everywhere = (i: number) => `100.${64 + (i >> 8)}.${i & 255}.9`;

describe("the site-wide ceiling on failed logins without a device cookie", () => {
  let visitor = "";
  let device = "";

  beforeAll(async () => {
    await sandbox("reset");
    visitor = `hele-${crypto.randomUUID()}@nordkystfilm.no`;
    expect((await account("/users", { method: "POST", json: { email: visitor, password: PASSWORD, userName: "Hele" } })).status).toBe(201);
    const own = await login(visitor, PASSWORD, "198.51.100.61");
    device = own.headers
      .getAll("Set-Cookie")
      .find((h) => h.startsWith("__Host-kinoweb-device="))!
      .split(";")[0]!;
  }, 60_000);
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers 429 with the time left in the window once reached, to a stranger with the right password too, while the visitor with a device cookie logs in", async () => {
    const { limit, windowSeconds } = LIMITS.login.site;
    const start = Date.now();
    const at = (seconds: number) => vi.setSystemTime(start + seconds * 1000);
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    // The failed logins that came before, counted as the route counts them (each of them through
    // the route costs new Durable Objects per e-mail and network: minutes in the test runtime).
    const site = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(SITE_LOGINS_KEY));
    for (let i = 0; i < limit - THROUGH_THE_ROUTE; i++) expect((await site.hit(limit, windowSeconds)).allowed).toBe(true);

    // The venue answers the list's guesses "wrong password" at once, as it would, without hashing each.
    await sandbox("faults", { path: "api/LoginDx", status: 401, times: THROUGH_THE_ROUTE });
    const statuses: number[] = [];
    for (let i = 0; i < THROUGH_THE_ROUTE; i++) statuses.push((await login(unique(), "gjett", everywhere(i))).status);
    expect(statuses).toEqual(Array(THROUGH_THE_ROUTE).fill(401));

    at(100);
    const refused = await login(unique(), "gjett", everywhere(THROUGH_THE_ROUTE));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
    expect(Math.abs(Number(refused.headers.get("Retry-After")) - (windowSeconds - 100))).toBeLessThanOrEqual(1);
    expect((await login(visitor, PASSWORD, everywhere(THROUGH_THE_ROUTE + 1))).status, "a browser without the device cookie, right password or not").toBe(429);
    const own = await login(visitor, PASSWORD, "198.51.100.61", device);
    expect(own.status, "the visitor on their own browser").toBe(200);
    const renewed = own.headers
      .getAll("Set-Cookie")
      .find((h) => h.startsWith("__Host-kinoweb-device="))!
      .split(";")[0]!;

    // Once the window has passed, logins without a device cookie are asked of the venue again.
    at(windowSeconds);
    expect((await login(unique(), "gjett", everywhere(THROUGH_THE_ROUTE + 2))).status).toBe(401);
    expect((await login(visitor, PASSWORD, "198.51.100.61", renewed)).status).toBe(200);
  }, 60_000);
});
