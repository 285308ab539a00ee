import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { recordProgramme } from "../../src/calendar/record-programme";
import { kvKeys } from "../../src/kv/keys";
import { fetchPage, visitCached } from "../support/fetch-page";
import { type ParsedCalendar, parseCalendar } from "../support/ical";
import { publishChanged, withEvent } from "../support/publish-changed";
import type { FestivalEvent } from "../../src/content/event";

// A strand's and a place's calendar (docs/decisions/047), read by ical.js as a subscribed calendar
// reads it, across a programme's history: each step builds on the one before.

const STRAND = "/kalender/program/dokumentar.ics";
const PLACE = "/kalender/sted/kulturhuset.ics";
const MOVING = "nff25-fiskeren-3"; // Fiskerens sang (Dokumentar), Saturday 20 September 14:00, Havvik kino Sal 2
const SITE_NOW = Date.parse("2025-09-17T12:00:00+02:00");

/** Publishes a changed copy of the demo and records it, as `content:publish` and the next cron run do. */
async function publishAndRecord(change: (events: FestivalEvent[]) => FestivalEvent[]): Promise<void> {
  const published = await publishChanged(change);
  await recordProgramme(env.PAGES, published.version, async () => published, SITE_NOW);
}

async function subscribed(path: string): Promise<ParsedCalendar> {
  const { response, html } = await fetchPage(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
  return parseCalendar(html);
}

const eventOf = (calendar: ParsedCalendar, id: string) => calendar.events.find((e) => e.uid === `${id}@www.nordkystfilm.no`);

describe("a strand's calendar", () => {
  it("holds every screening of the strand's films, as a subscription: refreshed hourly, each event named <id>@<the site's host>", async () => {
    await publishAndRecord((events) => events);
    const calendar = await subscribed(STRAND);
    expect(calendar.refreshInterval).toEqual({ value: "PT1H", type: "duration" });
    expect(calendar.events.length).toBeGreaterThan(5);
    const moving = eventOf(calendar, MOVING);
    expect(moving).toMatchObject({ status: "CONFIRMED", sequence: 0, start: "2025-09-20T12:00:00.000Z", summary: "Fiskerens sang" });
    // A film of another strand is not in it.
    expect(calendar.events.some((e) => e.uid.startsWith("buff25-makeoya"))).toBe(false);
  });

  it("follows a moved screening: same UID, its new time, SEQUENCE up, and nothing written to KV for the fetch", async () => {
    const before = eventOf(await subscribed(STRAND), MOVING);
    await publishAndRecord(withEvent(MOVING, { startsAt: "2025-09-20T16:30:00+02:00" }));
    const ledger = await env.PAGES.get(kvKeys.scheduleLedger());
    const moved = eventOf(await subscribed(STRAND), MOVING);
    expect(moved?.uid).toBe(before?.uid);
    expect(moved?.start).toBe("2025-09-20T14:30:00.000Z");
    expect(moved?.sequence).toBe((before?.sequence ?? 0) + 1);
    expect(await env.PAGES.get(kvKeys.scheduleLedger()), "a feed's fetch leaves the ledger as the scheduled run stored it").toBe(ledger);
  });

  it("serves a move the scheduled run has not recorded yet with the number it will record, without writing it", async () => {
    const before = eventOf(await subscribed(STRAND), MOVING);
    const ledger = await env.PAGES.get(kvKeys.scheduleLedger());
    const published = await publishChanged(withEvent(MOVING, { startsAt: "2025-09-20T18:00:00+02:00" }));
    const early = eventOf(await subscribed(STRAND), MOVING);
    expect(early?.sequence).toBe((before?.sequence ?? 0) + 1);
    expect(await env.PAGES.get(kvKeys.scheduleLedger())).toBe(ledger);
    await recordProgramme(env.PAGES, published.version, async () => published, SITE_NOW);
    expect(eventOf(await subscribed(STRAND), MOVING)?.sequence, "the same number once recorded").toBe(early?.sequence);
  });

  it("keeps a cancelled screening as STATUS:CANCELLED with a greater SEQUENCE", async () => {
    const before = eventOf(await subscribed(STRAND), MOVING);
    await publishAndRecord(withEvent(MOVING, { startsAt: "2025-09-20T18:00:00+02:00", cancelled: true }));
    const cancelled = eventOf(await subscribed(STRAND), MOVING);
    expect(cancelled).toMatchObject({ uid: before?.uid, status: "CANCELLED", summary: "Avlyst: Fiskerens sang" });
    expect(cancelled?.sequence).toBeGreaterThan(before?.sequence ?? 0);
  });
});

describe("a place's calendar", () => {
  it("holds the place's screenings and no other place's, with the same UIDs as the other feeds", async () => {
    const calendar = await subscribed(PLACE);
    expect(calendar.events.length).toBeGreaterThan(20);
    expect(eventOf(calendar, MOVING), "Fiskerens sang plays at Havvik kino").toBeUndefined();
    const { html } = await fetchPage(PLACE);
    expect(html).toContain("X-WR-CALNAME:Kulturhuset – Nordkyst filmfestival");
    for (const line of html.split("\r\n").filter((l) => l.startsWith("LOCATION:"))) expect(line).toMatch(/^LOCATION:Kulturhuset/);
  });
});

describe("only the strands and places the content has", () => {
  it.each([
    "/kalender/program/atlantis.ics",
    "/kalender/sted/atlantis.ics",
    "/kalender/program/Dokumentar.ics",
    "/kalender/program/dokumentar",
    "/kalender/sted/kulturhuset.ics.ics",
    `/kalender/program/${"a".repeat(200)}.ics`,
  ])("answers %s with the 404 page", async (path) => {
    const { response } = await fetchPage(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
  });

  it("is kept at the edge from its second ask (the Cache API only), and a slug the content lacks never is", async () => {
    const path = "/kalender/sted/samisk-hus.ics";
    const states = [];
    for (let i = 0; i < 3; i++) states.push((await visitCached(path)).edge);
    expect(states).toEqual(["bypass", "miss", "hit"]);
    const unknown = [];
    for (let i = 0; i < 3; i++) unknown.push((await visitCached("/kalender/sted/atlantis.ics")).edge);
    expect(unknown).not.toContain("hit");
  });

  it("answers an unchanged feed with 304 to a calendar that holds it", async () => {
    const { response } = await fetchPage(STRAND);
    const etag = response.headers.get("ETag");
    expect(etag).toBeTruthy();
    expect(response.headers.get("Cache-Control")).toMatch(/^public, .*s-maxage=\d+/);
    const again = await fetchPage(STRAND, { headers: { "If-None-Match": etag ?? "" } });
    expect(again.response.status).toBe(304);
  });
});
