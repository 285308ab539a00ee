import { describe, expect, it } from "vitest";
import { nextOsloMidnight } from "../../src/calendar/oslo-time";

const at = (iso: string) => Date.parse(iso);

describe("the next midnight in Oslo", () => {
  it("is 22:00 UTC in summer time and 23:00 UTC in winter time", () => {
    expect(nextOsloMidnight(at("2025-09-17T12:00:00+02:00"))).toBe(at("2025-09-18T00:00:00+02:00"));
    expect(nextOsloMidnight(at("2025-12-01T23:59:59+01:00"))).toBe(at("2025-12-02T00:00:00+01:00"));
  });

  it("is the following one at midnight itself", () => {
    expect(nextOsloMidnight(at("2025-09-18T00:00:00+02:00"))).toBe(at("2025-09-19T00:00:00+02:00"));
  });

  it("falls right on the days daylight saving time begins and ends", () => {
    // Summer time ends 26 October 2025 at 03:00 (back to 02:00), begins 29 March 2026 at 02:00.
    expect(nextOsloMidnight(at("2025-10-25T20:00:00+02:00"))).toBe(at("2025-10-26T00:00:00+02:00"));
    expect(nextOsloMidnight(at("2025-10-26T12:00:00+01:00"))).toBe(at("2025-10-27T00:00:00+01:00"));
    expect(nextOsloMidnight(at("2026-03-28T20:00:00+01:00"))).toBe(at("2026-03-29T00:00:00+01:00"));
    expect(nextOsloMidnight(at("2026-03-29T12:00:00+02:00"))).toBe(at("2026-03-30T00:00:00+02:00"));
  });

  it("crosses months and years", () => {
    expect(nextOsloMidnight(at("2025-12-31T18:00:00+01:00"))).toBe(at("2026-01-01T00:00:00+01:00"));
  });
});
