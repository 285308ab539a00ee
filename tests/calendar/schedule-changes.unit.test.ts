import { describe, expect, it } from "vitest";
import { CHANGES_KEPT, type StoredChange, noticedChanges, recordedChanges, withChanges } from "../../src/calendar/schedule-changes";
import { reconcile } from "../../src/calendar/schedule-ledger";
import { screening } from "../render/fixtures";

const NOW = Date.parse("2025-09-17T12:00:00+02:00");
const START = "2025-09-20T14:00:00+02:00";
const ledgerOf = (...events: ReturnType<typeof screening>[]) => reconcile({}, events, NOW).next!;

describe("the changes a visitor would notice (docs/decisions/034)", () => {
  const ledger = ledgerOf(screening("a", START), screening("off", START, { cancelled: true }));
  const notice = (event: ReturnType<typeof screening>, added = false) => noticedChanges(ledger, [event], { added, now: NOW });

  it("tells a move in time, place or sal, with where and when it was, under the next SEQUENCE", () => {
    const was = { startsAt: Date.parse(START), venue: "Havvik kino", sal: "Sal 1" };
    for (const moved of [{ startsAt: "2025-09-20T14:30:00+02:00" }, { venue: "Kulturhuset" }, { sal: "Sal 2" }]) {
      expect(notice(screening("a", START, moved))).toEqual([{ id: "a", changedAt: NOW, sequence: 1, kind: "moved", was }]);
    }
  });

  it("tells a cancellation, and a screening taken back in, as news; a new length or title is none", () => {
    expect(notice(screening("a", START, { cancelled: true }))).toEqual([{ id: "a", changedAt: NOW, sequence: 1, kind: "cancelled" }]);
    expect(notice(screening("off", START))).toEqual([{ id: "off", changedAt: NOW, sequence: 2, kind: "added" }]);
    expect(notice(screening("a", START, { durationMinutes: 120, title: "Ny" }))).toEqual([]);
    expect(notice(screening("a", START))).toEqual([]);
    // Still cancelled, and moved: the visitor has nothing to go to either way.
    expect(notice(screening("off", "2025-09-21T14:00:00+02:00", { cancelled: true }))).toEqual([]);
  });

  it("tells a screening the ledger never saw as added only when the whole programme is recorded, and never a cancelled one", () => {
    expect(notice(screening("new", START))).toEqual([]);
    expect(notice(screening("new", START), true)).toEqual([{ id: "new", changedAt: NOW, sequence: 0, kind: "added" }]);
    expect(notice(screening("new", START, { cancelled: true }), true)).toEqual([]);
  });

  it("passes over an entry it cannot read", () => {
    const broken = { a: { fingerprint: "not json", sequence: 1, startsAt: 0 }, b: { fingerprint: "[1,2]", sequence: 1, startsAt: 0 } };
    expect(noticedChanges(broken, [screening("a", START), screening("b", START)], { added: true, now: NOW })).toEqual([]);
  });
});

describe("the changes kept", () => {
  const change = (id: string, changedAt: number, kind: StoredChange["kind"] = "moved"): StoredChange => ({ id, sequence: 1, kind, changedAt });

  it("keeps each screening's latest change, newest first, and by id when at the same time", () => {
    const kept = withChanges([change("a", 1), change("b", 2)], [change("a", 3, "cancelled"), change("c", 2)]);
    expect(kept).toEqual([change("a", 3, "cancelled"), change("b", 2), change("c", 2)]);
  });

  it("keeps at most 200", () => {
    const many = Array.from({ length: CHANGES_KEPT + 5 }, (_, n) => change(`s${n}`, n));
    const kept = withChanges(many, []);
    expect(CHANGES_KEPT).toBe(200);
    expect(kept).toHaveLength(200);
    expect(kept[0]?.id).toBe(`s${CHANGES_KEPT + 4}`);
  });
});

describe("recording a content version's whole programme", () => {
  const ledger = ledgerOf(screening("a", START));
  const moved = screening("a", "2025-09-20T15:00:00+02:00");

  it("takes the first programme as the baseline: nothing in it is a change", () => {
    expect(recordedChanges(undefined, ledger, "v1", [moved, screening("new", START)], NOW)).toEqual({ since: NOW, version: "v1", changes: [] });
  });

  it("after that, tells every screening moved or added since, and keeps when the programme was first recorded", () => {
    const record = { since: NOW - 1000, version: "v1", changes: [] };
    expect(recordedChanges(record, ledger, "v2", [moved, screening("new", START)], NOW)).toEqual({
      since: NOW - 1000,
      version: "v2",
      changes: [
        { id: "a", changedAt: NOW, sequence: 1, kind: "moved", was: { startsAt: Date.parse(START), venue: "Havvik kino", sal: "Sal 1" } },
        { id: "new", changedAt: NOW, sequence: 0, kind: "added" },
      ],
    });
  });

  it("tells nothing new when the ledger was lost, and keeps the changes told before", () => {
    const told: StoredChange = { id: "b", sequence: 1, kind: "cancelled", changedAt: NOW - 5 };
    expect(recordedChanges({ since: 1, version: "v1", changes: [told] }, {}, "v2", [moved], NOW)).toEqual({ since: 1, version: "v2", changes: [told] });
  });
});
