import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from "../../src/session/lifetimes";
import { account, loginDemo, sandbox, sessionCookie } from "../support/account";

const DAY = 24 * 60 * 60 * 1000;
const idOf = (cookie: string) => cookie.split("=")[1]!;
const store = (cookie: string) => env.SESSIONS.get(env.SESSIONS.idFromName(idOf(cookie)));

describe("sessions kept on the server", () => {
  beforeAll(async () => {
    await sandbox("reset");
  });

  it("gives the browser only a random id, valid as long as the absolute lifetime", async () => {
    const response = await account("/login", { method: "POST", json: { email: "demo@nordkystfilm.no", password: "kinokveld" } });
    const cookie = sessionCookie(response)!;
    expect(idOf(cookie)).toMatch(/^[0-9a-f]{64}$/);
    const header = response.headers.getAll("Set-Cookie").find((h) => h.startsWith("__Host-kinoweb-session="))!;
    expect(header).toContain(`Max-Age=${SESSION_ABSOLUTE_SECONDS}`);
  });

  it("answers 401 at once to a copy of the cookie replayed after logout", async () => {
    const cookie = await loginDemo();
    expect((await account("/tickets", { cookie })).status).toBe(200);
    expect((await account("/logout", { method: "POST", cookie })).status).toBe(204);
    for (const path of ["/me", "/tickets", "/watchlist", "/plan"]) {
      expect((await account(path, { cookie })).status, path).toBe(401);
    }
  });

  it("knows one spelling of the cookie only: upper case or a changed last character is nobody", async () => {
    const cookie = await loginDemo();
    const id = idOf(cookie);
    const last = id.at(-1) === "0" ? "1" : "0";
    expect((await account("/me", { cookie: `__Host-kinoweb-session=${id.toUpperCase()}` })).status).toBe(401);
    expect((await account("/me", { cookie: `__Host-kinoweb-session=${id.slice(0, -1)}${last}` })).status).toBe(401);
    expect((await account("/me", { cookie: `__Host-kinoweb-session=${id}=` })).status).toBe(401);
    expect((await account("/me", { cookie })).status).toBe(200);
  });

  it("does not re-issue the cookie with a fresh expiry when the visitor reads their lists", async () => {
    const cookie = await loginDemo();
    for (const path of ["/watchlist", "/tickets", "/me"]) {
      const response = await account(path, { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.getAll("Set-Cookie"), path).toEqual([]);
    }
  });

  it("ends at the absolute lifetime from login, however often it is used", async () => {
    const cookie = await loginDemo();
    const start = Date.now();
    // Used every five days: never idle, yet the thirtieth day is the last.
    for (let day = 5; day < 30; day += 5) expect(await store(cookie).open(start + day * DAY), `day ${day}`).toBeDefined();
    expect(await store(cookie).open(start + SESSION_ABSOLUTE_SECONDS * 1000 + 1000)).toBeUndefined();
    expect((await account("/me", { cookie })).status, "and it stays ended").toBe(401);
  });

  it("ends after a week without use", async () => {
    const cookie = await loginDemo();
    expect(await store(cookie).open(Date.now() + SESSION_IDLE_SECONDS * 1000 + 60_000)).toBeUndefined();
    expect((await account("/me", { cookie })).status).toBe(401);
  });

  it("'Logg ut overalt' ends the visitor's sessions in every browser", async () => {
    const phone = await loginDemo();
    const laptop = await loginDemo();
    const response = await account("/logout-everywhere", { method: "POST", cookie: phone });
    expect(response.status).toBe(204);
    expect(response.headers.getAll("Set-Cookie").join()).toMatch(/__Host-kinoweb-session=;.*Max-Age=0/);
    expect((await account("/me", { cookie: laptop })).status).toBe(401);
    expect((await account("/tickets", { cookie: phone })).status).toBe(401);
    expect((await account("/logout-everywhere", { method: "POST", cookie: laptop })).status).toBe(401);
  });
});
