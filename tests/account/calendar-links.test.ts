import { env, exports } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { kvKeys } from "../../src/kv/keys";
import { urlTokenHash } from "../../src/session/url-token";
import { MAX_CALENDAR_LINKS } from "../../src/session/calendar-links";
import { SESSION_ABSOLUTE_SECONDS } from "../../src/session/lifetimes";
import { account, loginDemo, sandbox, sessionCookie } from "../support/account";

type Created = { id: string; url: string; createdAt: number; expiresAt: number };
type Listed = { links: { id: string; createdAt: number; expiresAt: number }[] };

const fetchCalendar = (url: string) => exports.default.fetch(url.replace(/^webcal:/, "http:"));
async function newLink(cookie: string): Promise<Created> {
  const response = await account("/calendar", { method: "POST", cookie });
  expect(response.status).toBe(201);
  return (await response.json()) as Created;
}

/** The session the cookie names, as its Durable Object keeps it. */
async function sessionOf(cookie: string) {
  const id = cookie.split("=")[1]!;
  const record = await env.SESSIONS.get(env.SESSIONS.idFromName(id)).open(Date.now());
  if (!record) throw new Error("no live session for the cookie");
  return record;
}

/** When KV will drop the link's entry (seconds since the epoch), as KV lists it. */
async function kvExpiration(link: Created): Promise<number | undefined> {
  const key = kvKeys.calendar(
    await urlTokenHash(
      link.url
        .split("/")
        .pop()!
        .replace(/\.ics$/, ""),
    ),
  );
  const { keys } = await env.PAGES.list({ prefix: key });
  return keys.find((k) => k.name === key)?.expiration;
}

describe("calendar links with a lifecycle", () => {
  beforeAll(async () => {
    await sandbox("reset");
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("live exactly as long as the session that made them: their expiry and their KV entry's are the session's end", async () => {
    const cookie = await loginDemo();
    const session = await sessionOf(cookie);
    const link = await newLink(cookie);
    expect(link.expiresAt).toBe(session.expiresAt);
    expect(await kvExpiration(link)).toBe(Math.ceil(session.expiresAt / 1000));
    // The session's end is its absolute lifetime from the login, not later.
    expect(session.expiresAt).toBeLessThanOrEqual(Date.now() + SESSION_ABSOLUTE_SECONDS * 1000);
    const listed = (await (await account("/calendar", { cookie })).json()) as Listed;
    expect(listed.links.find((l) => l.id === link.id)?.expiresAt).toBe(session.expiresAt);
  });

  it(`stop counting against the ${MAX_CALENDAR_LINKS} once they have expired`, async () => {
    const email = `utlopt-${crypto.randomUUID()}@nordkystfilm.no`;
    const created = await account("/users", { method: "POST", json: { email, password: "kinokveld", userName: "Utløpt" } });
    const cookie = sessionCookie(created)!;
    const links: Created[] = [];
    for (let i = 0; i < MAX_CALENDAR_LINKS; i++) links.push(await newLink(cookie));
    expect((await account("/calendar", { method: "POST", cookie })).status).toBe(409);

    // Just past the links' (and their session's) end, the visitor logs in again: the five are gone from the count.
    vi.useFakeTimers({ toFake: ["Date"], now: Math.max(...links.map((l) => l.expiresAt)) + 1 });
    const login = await account("/login", { method: "POST", json: { email, password: "kinokveld" } });
    expect(login.status).toBe(200);
    const later = sessionCookie(login)!;
    const fresh = await newLink(later);
    const { links: listed } = (await (await account("/calendar", { cookie: later })).json()) as Listed;
    expect(listed.map((l) => l.id)).toEqual([fresh.id]);
  });

  it("are listed on Min side, and a deleted one answers 404 and serves nothing", async () => {
    const cookie = await loginDemo();
    const link = await newLink(cookie);
    expect((await fetchCalendar(link.url)).status).toBe(200);
    const listed = (await (await account("/calendar", { cookie })).json()) as Listed;
    expect(listed.links.map((l) => l.id)).toContain(link.id);
    expect(JSON.stringify(listed)).not.toContain(link.url.split("/").pop()!.replace(".ics", ""));

    expect((await account(`/calendar/${link.id}`, { method: "DELETE", cookie })).status).toBe(204);
    const gone = await fetchCalendar(link.url);
    expect(gone.status).toBe(404);
    expect(await gone.text()).not.toContain("VCALENDAR");
    expect(((await (await account("/calendar", { cookie })).json()) as Listed).links.map((l) => l.id)).not.toContain(link.id);
    expect((await account(`/calendar/${link.id}`, { method: "DELETE", cookie })).status).toBe(404);
  });

  it("end with the session that made them: after logout the link answers 404", async () => {
    const cookie = await loginDemo();
    const link = await newLink(cookie);
    expect(link.expiresAt).toBeGreaterThan(Date.now());
    await account("/logout", { method: "POST", cookie });
    const response = await fetchCalendar(link.url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("VCALENDAR");
  });

  it("answer 410 when their session has run out (idle or absolute lifetime)", async () => {
    const { env } = await import("cloudflare:workers");
    const cookie = await loginDemo();
    const link = await newLink(cookie);
    const id = cookie.split("=")[1]!;
    // The session's own deadline passes (the store is asked with a later clock).
    expect(await env.SESSIONS.get(env.SESSIONS.idFromName(id)).open(link.expiresAt + 1)).toBeUndefined();
    const response = await fetchCalendar(link.url);
    expect(response.status).toBe(410);
    expect(await response.text()).not.toContain("VCALENDAR");
  });

  it("all end with 'Logg ut overalt'", async () => {
    const phone = await loginDemo();
    const laptop = await loginDemo();
    const links = [await newLink(phone), await newLink(laptop)];
    expect((await account("/logout-everywhere", { method: "POST", cookie: phone })).status).toBe(204);
    for (const link of links) expect([404, 410]).toContain((await fetchCalendar(link.url)).status);
  });

  it(`are at most ${MAX_CALENDAR_LINKS} per visitor, and their making is rate limited`, async () => {
    // A visitor of its own: the demo visitor's links and rate limit are the other tests'.
    const created = await account("/users", {
      method: "POST",
      json: { email: `kalender-${crypto.randomUUID()}@nordkystfilm.no`, password: "kinokveld", userName: "Kalender" },
    });
    const cookie = sessionCookie(created)!;
    const statuses: number[] = [];
    for (let i = 0; i <= MAX_CALENDAR_LINKS; i++) statuses.push((await account("/calendar", { method: "POST", cookie })).status);
    expect(statuses).toEqual([...Array(MAX_CALENDAR_LINKS).fill(201), 409]);
    // Deleting and making again, over and over, meets the rate limit.
    const more: number[] = [];
    for (let i = 0; i < 10 && !more.includes(429); i++) {
      const { links } = (await (await account("/calendar", { cookie })).json()) as Listed;
      expect((await account(`/calendar/${links[0]!.id}`, { method: "DELETE", cookie })).status).toBe(204);
      more.push((await account("/calendar", { method: "POST", cookie })).status);
    }
    expect(more.at(-1)).toBe(429);
  });
});
