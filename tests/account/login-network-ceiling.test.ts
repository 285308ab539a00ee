import { beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../src/rate-limit/limits";
import { account, sandbox } from "../support/account";

const PASSWORD = "riktig-passord";
const login = (email: string, password: string, ip: string, cookie?: string) =>
  account("/login", { method: "POST", json: { email, password }, ip, ...(cookie ? { cookie } : {}) });
const unique = () => `stuffing-${crypto.randomUUID()}@nordkystfilm.no`;

/** The venue answers the next `times` logins "wrong password" at once (no password hashing), as it would for a stuffing list. */
const venueRefuses = (times: number) => sandbox("faults", { path: "api/LoginDx", status: 401, times });

describe("the per-network ceiling on failed logins without a device cookie", () => {
  let visitor = "";
  let device = "";

  beforeAll(async () => {
    await sandbox("reset");
    visitor = `nettverk-${crypto.randomUUID()}@nordkystfilm.no`;
    expect((await account("/users", { method: "POST", json: { email: visitor, password: PASSWORD, userName: "Nettverk" } })).status).toBe(201);
    const own = await login(visitor, PASSWORD, "198.18.200.7");
    device = own.headers
      .getAll("Set-Cookie")
      .find((h) => h.startsWith("__Host-kinoweb-device="))!
      .split(";")[0]!;
    // A new user and a login hash passwords in the sandbox venue: slow on a busy two-core machine.
  }, 120_000);

  it("stops stuffing from one IPv4 /24, many e-mails and addresses, with Retry-After; another network goes on, and the visitor with a device cookie there logs in", async () => {
    const { limit, windowSeconds } = LIMITS.login.network;
    await venueRefuses(limit);
    // Ten e-mails and four addresses of the /24 in turn: none meets its own limit, only the network does.
    const emails = Array.from({ length: 10 }, unique);
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) statuses.push((await login(emails[i % 10]!, "gjett", `198.18.200.${10 + (i % 4)}`)).status);
    expect(statuses).toEqual(Array(limit).fill(401));

    const refused = await login(unique(), "gjett", "198.18.200.250");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Content-Type")).toMatch(/^application\/json/);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect((await login(visitor, PASSWORD, "198.18.200.251")).status, "no device cookie: the network's ceiling, right password or not").toBe(429);

    expect((await login(unique(), "gjett", "198.18.201.1")).status, "the next /24 is another network").toBe(401);
    expect((await login(visitor, PASSWORD, "198.18.200.252", device)).status).toBe(200);
  }, 60_000);

  it("counts only what an address's own limit let through: one address going on after its 429s does not shut its network", async () => {
    const perIp = LIMITS.login.ip.limit;
    await venueRefuses(perIp);
    const emails = Array.from({ length: 10 }, unique);
    const statuses: number[] = [];
    // Three times the address's limit, from one address: its own limit answers.
    for (let i = 0; i < 3 * perIp; i++) statuses.push((await login(emails[i % 10]!, "gjett", "198.18.210.1")).status);
    expect(statuses).toEqual([...Array(perIp).fill(401), ...Array(2 * perIp).fill(429)]);
    expect((await login(unique(), "gjett", "198.18.210.2")).status, "a neighbour in the /24 is asked, not refused").toBe(401);
  }, 60_000);

  it("counts an IPv6 /48 as one network", async () => {
    const { limit } = LIMITS.login.network;
    await venueRefuses(limit);
    // Ten e-mails, from four /64s of the same /48 in turn.
    const emails = Array.from({ length: 10 }, unique);
    for (let i = 0; i < limit; i++) expect((await login(emails[i % 10]!, "gjett", `2001:db8:4a:${(i % 4) + 1}::1`)).status).toBe(401);
    expect((await login(unique(), "gjett", "2001:db8:4a:ffff::2")).status).toBe(429);
    expect((await login(unique(), "gjett", "2001:db8:4b::1")).status).toBe(401);
  }, 60_000);
});
