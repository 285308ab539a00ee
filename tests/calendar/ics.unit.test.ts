import { describe, expect, it } from "vitest";
import { findClashes } from "../../src/calendar/clashes";
import { calendarFile, escapeText, foldLine } from "../../src/calendar/ics";
import { osloLocal } from "../../src/calendar/oslo-time";
import type { FestivalEvent } from "../../src/content/event";

const screening = (id: string, production: string, startsAt: string, durationMinutes: number): FestivalEvent => ({
  id,
  production: { id: production, title: production },
  title: production,
  startsAt,
  durationMinutes,
  venue: "Havvik kino",
  sal: "Sal 1",
  section: "cinema",
  ticketUrl: "https://billett.havvikkino.no/x",
  ageLimit: "A",
  accessibility: [],
  soldOut: false,
  cancelled: false,
  notes: "",
});

describe("iCalendar files", () => {
  it("write Oslo wall-clock time in summer and in winter", () => {
    expect(osloLocal(Date.parse("2025-09-15T18:00:00+02:00"))).toBe("20250915T180000");
    expect(osloLocal(Date.parse("2025-11-14T19:00:00+01:00"))).toBe("20251114T190000");
  });

  it("escape commas, semicolons, backslashes and newlines in text", () => {
    expect(escapeText("Havvik kino, Sal 1; bak\\scenen\nrad 7")).toBe("Havvik kino\\, Sal 1\\; bak\\\\scenen\\nrad 7");
  });

  it("fold long lines at 75 octets without splitting a letter", () => {
    const folded = foldLine(`DESCRIPTION:${"æøå".repeat(40)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"æøå".repeat(40)}`);
  });

  it("are complete calendars with CRLF line ends", () => {
    const ics = calendarFile(
      "Min liste",
      [{ uid: "a@x", sequence: 0, status: "CONFIRMED", start: 0, end: 60_000, summary: "S", location: "L", description: "D", url: "https://x/" }],
      0,
    );
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n[\s\S]*BEGIN:VEVENT\r\n[\s\S]*END:VEVENT\r\nEND:VCALENDAR\r\n$/);
    expect(ics).not.toMatch(/[^\r]\n/);
  });
});

describe("clashes", () => {
  it("are overlapping screenings of different films; touching ends and the same film are not", () => {
    const clashes = findClashes([
      screening("a", "kystlinjer", "2025-09-18T18:00:00+02:00", 102),
      screening("b", "fiskeren", "2025-09-18T19:00:00+02:00", 78),
      screening("c", "makeoya", "2025-09-18T20:18:00+02:00", 70),
      screening("d", "kystlinjer", "2025-09-18T18:30:00+02:00", 102),
    ]);
    expect(clashes).toEqual([
      { first: "a", second: "b" },
      { first: "d", second: "b" },
    ]);
  });
});
