import { describe, expect, it } from "vitest";
import { nextOsloMidnight, nextOsloNoon, osloLocal, osloWallClock, utcStamp } from "../../src/calendar/oslo-time";

const HOUR = 3_600_000;
/** Every 37 minutes from the week before summer time begins to the week after it ends (2025). */
const instants = Array.from(
  { length: Math.floor((Date.parse("2025-11-02T00:00:00Z") - Date.parse("2025-03-24T00:00:00Z")) / (37 * 60_000)) },
  (_, i) => Date.parse("2025-03-24T00:00:00Z") + i * 37 * 60_000,
);
const dayOf = (epochMs: number) => {
  const p = osloWallClock(epochMs);
  return `${p.year}-${p.month}-${p.day}`;
};
const timeOf = (epochMs: number) => {
  const p = osloWallClock(epochMs);
  return `${p.hour}:${p.minute}:${p.second}`;
};

describe("Oslo time", () => {
  it("writes an instant as Oslo wall-clock time, seconds included, and a stamp in UTC", () => {
    expect(osloLocal(Date.parse("2025-09-15T16:04:05Z"))).toBe("20250915T180405");
    expect(osloLocal(Date.parse("2025-12-31T23:30:00Z"))).toBe("20260101T003000");
    expect(utcStamp(Date.parse("2025-09-01T08:09:10.123Z"))).toBe("20250901T080910Z");
  });

  it("finds the next midnight from any instant across both clock changes: the first moment of the next Oslo day", () => {
    for (const t of instants) {
      const midnight = nextOsloMidnight(t);
      expect(timeOf(midnight), new Date(t).toISOString()).toBe("00:00:00");
      expect(midnight).toBeGreaterThan(t);
      expect(dayOf(midnight - 1)).toBe(dayOf(t));
      // A day is 23, 24 or 25 hours long.
      expect(midnight - t).toBeLessThanOrEqual(25 * HOUR);
    }
  });

  it("finds noon the next day from any instant across both clock changes", () => {
    for (const t of instants) {
      const noon = nextOsloNoon(t);
      expect(timeOf(noon), new Date(t).toISOString()).toBe("12:00:00");
      expect(dayOf(noon)).toBe(dayOf(nextOsloMidnight(t)));
    }
  });
});
