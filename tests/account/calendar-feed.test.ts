import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bundledSource } from "../../src/content/bundled-source";
import { storeContentVersion } from "../../src/kv/content-version";
import type { Movie } from "../../src/shared/account-api";
import { account, loginDemo, sandbox } from "../support/account";
import { type ParsedCalendar, parseCalendar } from "../support/ical";

/**
 * The visitor's subscribed calendar (webcal) as a calendar application follows it, read by
 * ical.js: how often to fetch it again, and each screening's UID, SEQUENCE and STATUS.
 */
describe("the subscribed watch-list calendar, read by ical.js", () => {
  let calendar: ParsedCalendar;
  let feedUrl: string;
  const fetchFeed = async () => parseCalendar(await (await exports.default.fetch(feedUrl)).text());
  beforeAll(async () => {
    await sandbox("reset");
    const cookie = await loginDemo();
    // Fiskerens sang: its screening on 21 September is cancelled in the demo content.
    const film = (await (await account("/movies/10277")).json()) as Movie;
    expect((await account("/watchlist", { method: "POST", json: { id: film.movieId }, cookie })).status).toBe(201);
    const { url } = (await (await account("/calendar", { method: "POST", cookie })).json()) as { url: string };
    feedUrl = url.replace(/^webcal:/, "http:");
    expect((await exports.default.fetch(feedUrl)).status).toBe(200);
    calendar = await fetchFeed();
  });

  it("asks to be fetched again every hour, in the standard and in Outlook's spelling", () => {
    expect(calendar.refreshInterval).toEqual({ value: "PT1H", type: "duration" });
    expect(calendar.publishedTtl).toBe("PT1H");
  });

  it("keeps the cancelled screening, as CANCELLED, and the others as CONFIRMED", () => {
    const cancelled = calendar.events.find((e) => e.uid === "nff25-fiskeren-4@www.nordkystfilm.no");
    expect(cancelled).toMatchObject({ status: "CANCELLED", summary: "Avlyst: Fiskerens sang", start: "2025-09-21T11:00:00.000Z" });
    const others = calendar.events.filter((e) => e !== cancelled);
    expect(others.length).toBeGreaterThan(3);
    expect(new Set(others.map((e) => e.status))).toEqual(new Set(["CONFIRMED"]));
  });

  it("names every screening <id>@<the site's host> with a SEQUENCE", () => {
    for (const event of calendar.events) {
      expect(event.uid).toMatch(/^[a-z0-9-]+@www\.nordkystfilm\.no$/);
      expect(Number.isInteger(event.sequence) && event.sequence >= 0, event.uid).toBe(true);
    }
    expect(new Set(calendar.events.map((e) => e.uid)).size).toBe(calendar.events.length);
  });

  it("gives a screening moved after the calendar fetched it a greater SEQUENCE and its new time", async () => {
    const uid = "nff25-fiskeren-3@www.nordkystfilm.no";
    const before = calendar.events.find((e) => e.uid === uid);
    expect(before?.start).toBe("2025-09-20T12:00:00.000Z");
    const demo = await bundledSource.load();
    const events = demo.bundle.events.map((e) => (e.id === "nff25-fiskeren-3" ? { ...e, startsAt: "2025-09-20T17:00:00+02:00" } : e));
    await storeContentVersion(env.PAGES, { version: "flyttet", publishedAt: Date.now(), origin: "publish", bundle: { ...demo.bundle, events } });
    const after = (await fetchFeed()).events.find((e) => e.uid === uid);
    expect(after?.start).toBe("2025-09-20T15:00:00.000Z");
    expect(after?.sequence).toBe((before?.sequence ?? Number.NaN) + 1);
  });
});
