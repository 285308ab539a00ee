import { describe, expect, it } from "vitest";
import { changeRows, pageChangeRows } from "../../src/calendar/change-rows";
import type { StoredChange } from "../../src/calendar/schedule-changes";
import { screening } from "../render/fixtures";

const AT = "2025-09-18T18:00:00+02:00";
const moved = (id: string, was: Partial<NonNullable<StoredChange["was"]>>, changedAt = 1): StoredChange => ({
  id,
  sequence: 1,
  kind: "moved",
  was: { startsAt: Date.parse(AT), venue: "Havvik kino", sal: "Sal 1", ...was },
  changedAt,
});

describe("the changes a visitor reads (docs/decisions/034)", () => {
  it("marks a move to another room at the same place and time as a new place, not a new time", () => {
    const [row] = changeRows([moved("a", { sal: "Sal 2" })], [screening("a", AT)]);
    expect(row).toMatchObject({ kind: "moved", newTime: false, newPlace: true, sal: "Sal 1", was: { sal: "Sal 2", venue: "Havvik kino" } });
  });

  it("marks a move to another place, and a move in time, each for what changed", () => {
    expect(changeRows([moved("a", { venue: "Kulturhuset" })], [screening("a", AT)])[0]).toMatchObject({ newTime: false, newPlace: true });
    const later = changeRows([moved("a", { startsAt: Date.parse("2025-09-18T16:00:00+02:00") })], [screening("a", AT)])[0];
    expect(later).toMatchObject({ newTime: true, newPlace: false, was: { startsAt: "2025-09-18T14:00:00.000Z" } });
  });

  it("leaves out a move that is back where it was, and a change of a screening no longer in the programme", () => {
    expect(changeRows([moved("a", {})], [screening("a", AT)])).toEqual([]);
    expect(changeRows([moved("gone", { sal: "Sal 2" })], [screening("a", AT)])).toEqual([]);
  });

  it("lists every cancelled screening, also one cancelled before the programme was first recorded, after the recorded changes", () => {
    const events = [screening("a", AT), screening("b", AT, { cancelled: true }), screening("c", AT, { cancelled: true })];
    const recorded: StoredChange[] = [{ id: "c", sequence: 2, kind: "cancelled", changedAt: 5 }];
    const rows = pageChangeRows(recorded, events, 1);
    expect(rows.map((r) => [r.eventId, r.kind, r.changedAt])).toEqual([
      ["c", "cancelled", 5],
      ["b", "cancelled", 1],
    ]);
  });
});
