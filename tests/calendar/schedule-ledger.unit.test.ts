import { describe, expect, it } from "vitest";
import { LEDGER_KEEP_MS, reconcile, scheduleFingerprint } from "../../src/calendar/schedule-ledger";
import { screening } from "../render/fixtures";

const NOW = Date.parse("2025-09-17T12:00:00+02:00");
const DAY = 86_400_000;
const START = "2025-09-20T14:00:00+02:00";

describe("the schedule ledger's SEQUENCE (docs/decisions/021)", () => {
  it("starts a screening first served at 0, and a cancelled one at 1", () => {
    const { sequences, next } = reconcile({}, [screening("a", START), screening("b", START, { cancelled: true })], NOW);
    expect(Object.fromEntries(sequences)).toEqual({ a: 0, b: 1 });
    expect(next).toEqual({
      a: { fingerprint: scheduleFingerprint(screening("a", START)), sequence: 0, startsAt: Date.parse(START) },
      b: { fingerprint: scheduleFingerprint(screening("b", START, { cancelled: true })), sequence: 1, startsAt: Date.parse(START) },
    });
  });

  it("keeps a screening's number while nothing a calendar keeps changed, and stores nothing", () => {
    const first = reconcile({}, [screening("a", START)], NOW).next!;
    const again = reconcile(first, [screening("a", START, { title: "Ny tittel", notes: "Med samtale" })], NOW);
    expect(again.sequences.get("a")).toBe(0);
    expect(again.next).toBeUndefined();
  });

  it("grows the number for a new time, length, place, sal or cancellation, and again when it moves back", () => {
    const ledger = reconcile({}, [screening("a", START)], NOW).next!;
    for (const changed of [
      { startsAt: "2025-09-20T14:30:00+02:00" },
      { durationMinutes: 99 },
      { venue: "Kulturhuset" },
      { sal: "Sal 2" },
      { cancelled: true },
    ]) {
      const { sequences, next } = reconcile(ledger, [screening("a", START, changed)], NOW);
      expect(sequences.get("a")).toBe(1);
      expect(next?.a?.sequence).toBe(1);
    }
    const moved = reconcile(ledger, [screening("a", "2025-09-20T15:00:00+02:00")], NOW).next!;
    const back = reconcile(moved, [screening("a", START)], NOW);
    expect(back.sequences.get("a")).toBe(2);
    expect(back.next?.a).toEqual({ fingerprint: scheduleFingerprint(screening("a", START)), sequence: 2, startsAt: Date.parse(START) });
  });

  it("keeps what it was not asked about, and drops entries of screenings that started over 400 days ago, once it writes", () => {
    const old = { fingerprint: "[]", sequence: 3, startsAt: NOW - LEDGER_KEEP_MS - 1 };
    const edge = { fingerprint: "[]", sequence: 4, startsAt: NOW - LEDGER_KEEP_MS };
    const recent = { fingerprint: "[]", sequence: 5, startsAt: NOW - 41 * DAY };
    expect(LEDGER_KEEP_MS).toBe(400 * DAY);
    const { next } = reconcile({ old, edge, recent }, [screening("a", START)], NOW);
    expect(Object.keys(next!).sort()).toEqual(["a", "edge", "recent"]);
    // Nothing to write: nothing is dropped either.
    const unchanged = reconcile({ old, a: next!.a! }, [screening("a", START)], NOW);
    expect(unchanged.next).toBeUndefined();
  });

  it("fingerprints what a calendar keeps, in a fixed order", () => {
    expect(scheduleFingerprint(screening("a", START))).toBe(JSON.stringify([Date.parse(START), 98, "Havvik kino", "Sal 1", false]));
  });
});
