import { beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../src/rate-limit/limits";
import { account, sandbox } from "../support/account";

const PASSWORD = "riktig-passord";
const deviceCookie = (response: Response) =>
  response.headers.getAll("Set-Cookie").find((h) => h.startsWith("__Host-kinoweb-device="));
const login = (email: string, password: string, init: { ip?: string; cookie?: string } = {}) =>
  account("/login", { method: "POST", json: { email, password }, ...init });

/** A new venue user, so the storm on its e-mail touches no other test. */
async function newVisitor(): Promise<string> {
  const email = `storm-${crypto.randomUUID()}@nordkystfilm.no`;
  const created = await account("/users", { method: "POST", json: { email, password: PASSWORD, userName: "Storm" } });
  expect(created.status).toBe(201);
  return email;
}

/** Wrong passwords for the e-mail, each from its own address, as a spread-out guesser sends them. */
async function storm(email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await login(email, "gjett-igjen", { ip: `203.0.113.${i + 1}` })).status);
  return statuses;
}

describe("a brute-force storm on one e-mail", () => {
  beforeAll(async () => {
    await sandbox("reset");
  });

  it("gives a browser that logged in a signed, HttpOnly, Secure, SameSite=Strict device cookie", async () => {
    const email = await newVisitor();
    const header = deviceCookie(await login(email, PASSWORD, { ip: "198.51.100.10" })) ?? "";
    expect(header).toMatch(/^__Host-kinoweb-device=[0-9a-f]{32}\.\d+\.[0-9a-f]{64};/);
    expect(header).not.toContain(email);
    for (const attribute of ["HttpOnly", "Secure", "SameSite=Strict", "Path=/"]) expect(header).toContain(attribute);
  });

  it("stops the guesser with 429 and Retry-After, while the visitor on their own browser still logs in", async () => {
    const email = await newVisitor();
    const visitor = deviceCookie(await login(email, PASSWORD, { ip: "198.51.100.20" }))!.split(";")[0]!;
    const limit = LIMITS.login.email.limit;

    expect(await storm(email, limit + 1)).toEqual([...Array(limit).fill(401), 429]);
    const without = await login(email, PASSWORD, { ip: "203.0.113.200" });
    expect(without.status, "a browser without the device cookie meets the ceiling, right password or not").toBe(429);
    const retryAfter = Number(without.headers.get("Retry-After"));
    const window = LIMITS.login.email.windowSeconds;
    expect(retryAfter, "Retry-After is the time left in the ten-minute window").toBeGreaterThan(window - 30);
    expect(retryAfter).toBeLessThanOrEqual(window);

    const own = await login(email, PASSWORD, { ip: "198.51.100.21", cookie: visitor });
    expect(own.status).toBe(200);
  });

  it("does not let a device cookie of another e-mail, or a tampered one, past the ceiling", async () => {
    const email = await newVisitor();
    const other = await newVisitor();
    const foreign = deviceCookie(await login(other, PASSWORD))!.split(";")[0]!;
    const own = deviceCookie(await login(email, PASSWORD))!.split(";")[0]!;
    await storm(email, LIMITS.login.email.limit);
    expect((await login(email, PASSWORD, { cookie: foreign })).status).toBe(429);
    const tampered = own.replace(/.$/, (c) => (c === "0" ? "1" : "0"));
    expect((await login(email, PASSWORD, { cookie: tampered })).status).toBe(429);
  });

  it("starts the e-mail's count again after a successful login", async () => {
    const email = await newVisitor();
    const visitor = deviceCookie(await login(email, PASSWORD))!.split(";")[0]!;
    await storm(email, LIMITS.login.email.limit);
    expect((await login(email, "gjett-igjen")).status).toBe(429);
    expect((await login(email, PASSWORD, { cookie: visitor })).status).toBe(200);
    // Counted from zero again: wrong passwords from a new browser are just wrong again.
    expect((await login(email, "gjett-igjen")).status).toBe(401);
  });

  it("still limits one address guessing with the device cookie it stole", async () => {
    const email = await newVisitor();
    const visitor = deviceCookie(await login(email, PASSWORD))!.split(";")[0]!;
    const ip = "198.51.100.99";
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.login.emailIp.limit; i++) statuses.push((await login(email, "gjett-igjen", { ip, cookie: visitor })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
  });
});
