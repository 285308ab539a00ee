import { env } from "cloudflare:workers";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { recordProgramme } from "../../src/calendar/record-programme";
import { CHANGES_KEPT, type StoredChange, withChanges } from "../../src/calendar/schedule-changes";
import { readChanges } from "../../src/calendar/schedule-sequences";
import { kvKeys } from "../../src/kv/keys";
import { type ScheduleChange, ScheduleChangesSchema } from "../../src/shared/schedule-changes-api";
import { fetchPage, mainOf } from "../support/fetch-page";
import { parseCalendar } from "../support/ical";
import { publishChanged, withEvent } from "../support/publish-changed";
import type { FestivalEvent } from "../../src/content/event";

// The change ledger (docs/decisions/034) as the scheduled run records it after each publish, and
// what visitors read of it: the changes page, its English twin, the programme's link to it and
// Min side's JSON. One programme's history, in order: each step builds on the one before.

const MOVING = "nff25-fiskeren-3"; // Fiskerens sang, Saturday 20 September 14:00, Havvik kino Sal 2
const CANCELLING = "buff25-nordlys-2";
const ADDED = "nff25-fiskeren-ekstra";
const SITE_NOW = Date.parse("2025-09-17T12:00:00+02:00");

/** Publishes a changed copy of the demo and records it, as `content:publish` and the next cron run do. */
async function publishAndRecord(change: (events: FestivalEvent[]) => FestivalEvent[]) {
  const published = await publishChanged(change);
  return recordProgramme(env.PAGES, published.version, async () => published, SITE_NOW);
}

/** Min side's JSON, parsed as the browser parses it. */
async function changesJson(): Promise<ScheduleChange[]> {
  const { response, html } = await fetchPage("/api/events/changes");
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
  return v.parse(ScheduleChangesSchema, JSON.parse(html)).changes;
}

const moved = withEvent(MOVING, { startsAt: "2025-09-20T16:30:00+02:00", venue: "Kulturhuset", sal: "Storsalen" });
const movedAndCancelled = (events: FestivalEvent[]) => withEvent(CANCELLING, { cancelled: true })(moved(events));
const withExtra = (events: FestivalEvent[]) => {
  const source = events.find((e) => e.id === MOVING)!;
  return [...movedAndCancelled(events), { ...source, id: ADDED, startsAt: "2025-09-21T12:00:00+02:00", sal: "Sal 1" }];
};

describe("the change ledger", () => {
  it("takes the programme as first recorded as the baseline: nothing is a change, and the page lists only what was cancelled in it", async () => {
    const record = await publishAndRecord((events) => events);
    expect(record.changes).toEqual([]);
    expect(await changesJson()).toEqual([]);
    const { response, html } = await fetchPage("/endringer");
    expect(response.status).toBe(200);
    // The demo's two screenings cancelled in its first published version.
    expect([...mainOf(html).matchAll(/<li class="change" data-event-id="([^"]*)"/g)].map((m) => m[1])).toEqual([
      "nff25-havets-dronninger-3",
      "nff25-fiskeren-4",
    ]);
  });

  it("records a move with where and when it was, once per content version", async () => {
    const record = await publishAndRecord(moved);
    expect(record.changes).toMatchObject([
      { id: MOVING, kind: "moved", was: { startsAt: Date.parse("2025-09-20T14:00:00+02:00"), venue: "Havvik kino", sal: "Sal 2" } },
    ]);
    // Asked again for the same version (every cron minute), nothing is written.
    const again = await recordProgramme(env.PAGES, record.version, () => Promise.reject(new Error("the content is not read again")), SITE_NOW);
    expect(again).toEqual(record);
    const [change] = await changesJson();
    expect(change).toMatchObject({
      eventId: MOVING,
      kind: "moved",
      newTime: true,
      newPlace: true,
      title: "Fiskerens sang",
      filmPath: "/fiskerens-sang-DXM10277",
      venue: "Kulturhuset",
      sal: "Storsalen",
    });
    expect(Date.parse(change!.startsAt)).toBe(Date.parse("2025-09-20T16:30:00+02:00"));
    expect(Date.parse(change!.was!.startsAt)).toBe(Date.parse("2025-09-20T14:00:00+02:00"));
  });

  it("records nothing when the content it reads is not the version it was asked for (replaced meanwhile)", async () => {
    const before = await readChanges(env.PAGES);
    const stale = await publishChanged((events) => events);
    const answer = await recordProgramme(env.PAGES, "a-newer-version", async () => stale, SITE_NOW);
    expect(answer).toEqual(before);
    expect(await readChanges(env.PAGES)).toEqual(before);
  });

  it("records a move back as a change of its own, from the moved time to the first", async () => {
    const before = (await readChanges(env.PAGES))!.changes[0]!;
    const record = await publishAndRecord((events) => events);
    const back = record.changes.find((c) => c.id === MOVING)!;
    expect(back.sequence).toBe(before.sequence + 1);
    expect(back.was).toEqual({ startsAt: Date.parse("2025-09-20T16:30:00+02:00"), venue: "Kulturhuset", sal: "Storsalen" });
    const [change] = await changesJson();
    expect(Date.parse(change!.startsAt)).toBe(Date.parse("2025-09-20T14:00:00+02:00"));
  });

  it("records a cancellation and a new screening, newest first, and a feed's SEQUENCE agrees with the ledger", async () => {
    await publishAndRecord(moved);
    const record = await publishAndRecord(withExtra);
    const kinds = Object.fromEntries(record.changes.map((c) => [c.id, c.kind]));
    expect(kinds).toEqual({ [MOVING]: "moved", [CANCELLING]: "cancelled", [ADDED]: "added" });
    // The calendar file of the cancelled screening carries the SEQUENCE the change was recorded with.
    const ics = parseCalendar((await fetchPage(`/api/events/${CANCELLING}.ics`)).html).events[0]!;
    expect(ics.sequence).toBe(record.changes.find((c) => c.id === CANCELLING)!.sequence);
    const rows = await changesJson();
    expect(rows.map((r) => r.changedAt)).toEqual([...rows.map((r) => r.changedAt)].sort((a, b) => b - a));
  });

  it("shows every change on /endringer: the film, Ny tid and Nytt sted with before and now, Avlyst, Ny visning, ticket links", async () => {
    const main = mainOf((await fetchPage("/endringer")).html);
    const row = (id: string) => new RegExp(`<li class="change" data-event-id="${id}">([\\s\\S]*?)</li>`).exec(main)?.[1] ?? "";
    const move = row(MOVING);
    expect(move).toContain('<a href="/fiskerens-sang-DXM10277">Fiskerens sang</a>');
    expect(move).toContain('<span class="change-mark">Ny tid</span><span class="change-mark">Nytt sted</span>');
    expect(move).toContain("Før: <s>lør. 20. sep. kl. 14:00, Havvik kino, Sal 2</s>");
    expect(move).toContain("Nå: lør. 20. sep. kl. 16:30, Kulturhuset, Storsalen");
    expect(move).toMatch(/class="button ticket-button/);
    const cancelled = row(CANCELLING);
    expect(cancelled).toContain('<span class="change-mark change-cancelled">Avlyst</span>');
    expect(cancelled).not.toContain("ticket-button");
    expect(row(ADDED)).toContain('<span class="change-mark">Ny visning</span>');

    const english = mainOf((await fetchPage("/english-changes")).html);
    expect(english).toContain('<span class="change-mark">New time</span><span class="change-mark">New place</span>');
    expect(english).toContain("Before: <s>Sat 20 Sept 14:00, Havvik kino, Sal 2</s>");
  });

  it("is linked from the programme and the footer once there are changes", async () => {
    const programme = await fetchPage("/kinoprogram");
    expect(mainOf(programme.html)).toMatch(/<p class="programme-changes"><a href="\/endringer">\d+ endringer? i programmet<\/a><\/p>/);
    expect(programme.html).toMatch(/<footer[\s\S]*href="\/endringer"[\s\S]*Endringer i programmet/);
    expect(mainOf((await fetchPage("/english-program")).html)).toContain('<a href="/english-changes">');
  });

  it("costs no KV write when visitors read it", async () => {
    const ledger = async () => ({ ledger: await env.PAGES.get(kvKeys.scheduleLedger()), changes: await env.PAGES.get(kvKeys.scheduleChanges()) });
    const snapshot = async () => ({ keys: (await env.PAGES.list()).keys.map((k) => k.name), ...(await ledger()) });
    const before = await snapshot();
    for (const path of ["/endringer", "/english-changes", "/kinoprogram", "/english-program", "/api/events/changes"]) {
      expect((await fetchPage(path)).response.status, path).toBe(200);
    }
    expect(await snapshot()).toEqual(before);
    // A calendar file of a screening already recorded leaves the ledger as it was (its event store keeps the screening itself).
    expect((await fetchPage(`/api/events/${MOVING}.ics`)).response.status).toBe(200);
    expect(await ledger()).toEqual({ ledger: before.ledger, changes: before.changes });
  });

  it("keeps the newest changes only, one per screening", () => {
    const change = (i: number): StoredChange => ({ id: `s${i}`, sequence: 1, kind: "moved", changedAt: i });
    const many = withChanges(
      [],
      Array.from({ length: CHANGES_KEPT + 50 }, (_, i) => change(i)),
    );
    expect(many).toHaveLength(CHANGES_KEPT);
    expect(many[0]!.id).toBe(`s${CHANGES_KEPT + 49}`);
    const again = withChanges(many, [{ ...change(10_000), id: many[5]!.id }]);
    expect(again).toHaveLength(CHANGES_KEPT);
    expect(again.filter((c) => c.id === many[5]!.id)).toHaveLength(1);
    expect(again[0]!.changedAt).toBe(10_000);
  });
});
