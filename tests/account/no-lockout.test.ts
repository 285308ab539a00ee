import { beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../src/rate-limit/limits";
import { account, randomAddress, sandbox } from "../support/account";

const PASSWORD = "riktig-passord";
const deviceCookie = (response: Response) => response.headers.getAll("Set-Cookie").find((h) => h.startsWith("__Host-kinoweb-device="));
const login = (email: string, password: string, init: { ip?: string; cookie?: string } = {}) =>
  account("/login", { method: "POST", json: { email, password }, ...init });

/** A new venue user, so the storm on its e-mail touches no other test. */
async function newVisitor(): Promise<string> {
  const email = `storm-${crypto.randomUUID()}@nordkystfilm.no`;
  const created = await account("/users", { method: "POST", json: { email, password: PASSWORD, userName: "Storm" } });
  expect(created.status).toBe(201);
  return email;
}

/** Wrong passwords for the e-mail, each from an address of its own, as a spread-out guesser sends them. */
async function storm(email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await login(email, "gjett-igjen", { ip: randomAddress() })).status);
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

  it("hands the guesser no fresh guesses when the visitor logs in", async () => {
    const email = await newVisitor();
    const visitor = deviceCookie(await login(email, PASSWORD))!.split(";")[0]!;
    await storm(email, LIMITS.login.email.limit);
    expect((await login(email, "gjett-igjen")).status).toBe(429);
    expect((await login(email, PASSWORD, { cookie: visitor })).status).toBe(200);
    // The e-mail's count is not cleared by the visitor's success: the storm stays stopped.
    expect((await login(email, "gjett-igjen", { ip: "203.0.113.222" })).status).toBe(429);
  });

  it("holds a device cookie to its own budget from any address: the ninth wrong guess meets 429", async () => {
    const email = await newVisitor();
    const stolen = deviceCookie(await login(email, PASSWORD))!.split(";")[0]!;
    const { limit, windowSeconds } = LIMITS.login.device;
    const statuses: number[] = [];
    // A new address for every guess: the per-address limit never bites, the cookie's does.
    for (let i = 0; i <= limit; i++) statuses.push((await login(email, "gjett-igjen", { ip: `198.51.100.${100 + i}`, cookie: stolen })).status);
    expect(statuses).toEqual([...Array(limit).fill(401), 429]);
    const refused = await login(email, PASSWORD, { ip: "198.51.100.150", cookie: stolen });
    expect(refused.status, "the cookie's budget is spent, right password or not").toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(windowSeconds - 30);
    // The guesses were the cookie's, not the e-mail's: the visitor's other browser is not held.
    expect((await login(email, PASSWORD, { ip: "198.51.100.151" })).status).toBe(200);
  });
});

describe("device cookies the server can end", () => {
  beforeAll(async () => {
    await sandbox("reset");
  });
  const both = (session: string, device: string) => `${session}; ${device}`;
  const sessionOf = (response: Response) =>
    response.headers
      .getAll("Set-Cookie")
      .find((h) => h.startsWith("__Host-kinoweb-session="))!
      .split(";")[0]!;

  it("are dead after 'Logg ut overalt', this browser's too, and a storm then holds them like any browser", async () => {
    const email = await newVisitor();
    const phone = await login(email, PASSWORD, { ip: "198.51.100.30" });
    const laptop = await login(email, PASSWORD, { ip: "198.51.100.31" });
    const phoneDevice = deviceCookie(phone)!.split(";")[0]!;
    const laptopDevice = deviceCookie(laptop)!.split(";")[0]!;
    const everywhere = await account("/logout-everywhere", { method: "POST", cookie: both(sessionOf(laptop), laptopDevice) });
    expect(everywhere.status).toBe(204);
    expect(deviceCookie(everywhere), "the browser is told to forget its device cookie").toMatch(/^__Host-kinoweb-device=;.*Max-Age=0/);
    await storm(email, LIMITS.login.email.limit);
    expect((await login(email, PASSWORD, { ip: "198.51.100.30", cookie: phoneDevice })).status).toBe(429);
    expect((await login(email, PASSWORD, { ip: "198.51.100.31", cookie: laptopDevice })).status).toBe(429);
  });

  it("are dead after a password reset, from the first login with the password; a stranger's reset request alone locks nobody out", async () => {
    const email = await newVisitor();
    const phoneDevice = deviceCookie(await login(email, PASSWORD, { ip: "198.51.100.40" }))!.split(";")[0]!;
    const laptopDevice = deviceCookie(await login(email, PASSWORD, { ip: "198.51.100.41" }))!.split(";")[0]!;
    // Anyone may ask for a reset; the storm that follows still does not shut the visitor out.
    expect((await account("/password-reset", { method: "POST", json: { email }, ip: "203.0.113.99" })).status).toBe(202);
    await storm(email, LIMITS.login.email.limit);
    const back = await login(email, PASSWORD, { ip: "198.51.100.40", cookie: phoneDevice });
    expect(back.status).toBe(200);
    const renewed = deviceCookie(back)!.split(";")[0]!;
    // That login proved the password: every device cookie given before the reset was asked for is ended.
    expect((await login(email, PASSWORD, { ip: "198.51.100.41", cookie: laptopDevice })).status).toBe(429);
    expect((await login(email, PASSWORD, { ip: "198.51.100.40", cookie: phoneDevice })).status).toBe(429);
    expect((await login(email, PASSWORD, { ip: "198.51.100.40", cookie: renewed })).status).toBe(200);
  });

  it("end one at a time: a login replaces the cookie it showed, and the old value is no longer honoured", async () => {
    const email = await newVisitor();
    const first = deviceCookie(await login(email, PASSWORD, { ip: "198.51.100.50" }))!.split(";")[0]!;
    const second = deviceCookie(await login(email, PASSWORD, { ip: "198.51.100.50", cookie: first }))!.split(";")[0]!;
    expect(second).not.toBe(first);
    await storm(email, LIMITS.login.email.limit);
    expect((await login(email, PASSWORD, { ip: "198.51.100.50", cookie: first })).status).toBe(429);
    expect((await login(email, PASSWORD, { ip: "198.51.100.50", cookie: second })).status).toBe(200);
  });
});
