import { describe, expect, it } from "vitest";
import { type CalendarEvent, calendarFile, foldLine } from "../../src/calendar/ics";
import { osloWallClock } from "../../src/calendar/oslo-time";

/** A calendar file as a calendar app reads it: lines unfolded, each `NAME[;params]:value`. */
const unfolded = (file: string) => file.replace(/\r\n /g, "").split("\r\n").filter(Boolean);
/** The lines of the first `name` component, BEGIN and END included. */
const component = (lines: string[], name: string) => lines.slice(lines.indexOf(`BEGIN:${name}`), lines.indexOf(`END:${name}`) + 1);
/** A component's `NAME:value` lines as a map. */
const fields = (lines: string[]) => new Map(lines.map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)]));

/** Oslo's offset from UTC at an instant, in minutes, as the platform's time zone data has it. */
function osloOffsetMinutes(epochMs: number): number {
  const p = osloWallClock(epochMs);
  return (Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute) - Math.floor(epochMs / 60_000) * 60_000) / 60_000;
}
const minutesOf = (offset: string) => (offset.startsWith("-") ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5)));

const EVENT: CalendarEvent = {
  uid: "nff25-kystlinjer-apning@www.nordkystfilm.no",
  sequence: 2,
  status: "CONFIRMED",
  start: Date.parse("2025-09-15T19:00:00+02:00"),
  end: Date.parse("2025-09-15T20:42:00+02:00"),
  summary: "Kystlinjer",
  location: "Havvik kino, Sal 1",
  description: "Åpningsfilm; regissøren er til stede.",
  url: "https://www.nordkystfilm.no/kystlinjer-DXM10234",
};
const NOW = Date.parse("2025-09-01T08:00:00Z");

describe("an iCalendar file as a calendar app reads it", () => {
  it("says who made it, what it is called and in which zone, and publishes rather than invites", () => {
    const lines = unfolded(calendarFile("Min liste, Nordkyst", [], NOW));
    expect(lines.slice(0, 7)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Nordkyst filmfestival//kinoweb//NO",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:Min liste\\, Nordkyst",
      "X-WR-TIMEZONE:Europe/Oslo",
    ]);
    expect(lines.at(-1)).toBe("END:VCALENDAR");
  });

  it("defines Oslo's time as it is: each rule's change falls where the time zone data has it, 2025 to 2030", () => {
    const lines = unfolded(calendarFile("x", [], NOW));
    const zone = component(lines, "VTIMEZONE");
    expect(fields(zone).get("TZID")).toBe("Europe/Oslo");
    for (const name of ["DAYLIGHT", "STANDARD"]) {
      const rule = fields(component(zone, name));
      const month = Number(/BYMONTH=(\d+)/.exec(rule.get("RRULE") ?? "")?.[1]);
      expect(rule.get("RRULE")).toMatch(/^FREQ=YEARLY;BYMONTH=\d+;BYDAY=-1SU$/);
      const [hour, from, to] = [Number(rule.get("DTSTART")?.slice(9, 11)), minutesOf(rule.get("TZOFFSETFROM") ?? ""), minutesOf(rule.get("TZOFFSETTO") ?? "")];
      for (let year = 2025; year <= 2030; year++) {
        const lastDay = new Date(Date.UTC(year, month, 0));
        const lastSunday = lastDay.getUTCDate() - lastDay.getUTCDay();
        const change = Date.UTC(year, month - 1, lastSunday, hour) - from * 60_000;
        expect(osloOffsetMinutes(change - 60_000), `${name} ${year}`).toBe(from);
        expect(osloOffsetMinutes(change + 60_000), `${name} ${year}`).toBe(to);
      }
    }
    expect(fields(component(zone, "DAYLIGHT")).get("TZNAME")).toBe("CEST");
    expect(fields(component(zone, "STANDARD")).get("TZNAME")).toBe("CET");
  });

  it("writes each screening's identity, version, state, Oslo times, title, place, text and link", () => {
    const lines = unfolded(calendarFile("x", [EVENT], NOW));
    expect(component(lines, "VEVENT")).toEqual([
      "BEGIN:VEVENT",
      "UID:nff25-kystlinjer-apning@www.nordkystfilm.no",
      "DTSTAMP:20250901T080000Z",
      "SEQUENCE:2",
      "STATUS:CONFIRMED",
      "DTSTART;TZID=Europe/Oslo:20250915T190000",
      "DTEND;TZID=Europe/Oslo:20250915T204200",
      "SUMMARY:Kystlinjer",
      "LOCATION:Havvik kino\\, Sal 1",
      "DESCRIPTION:Åpningsfilm\\; regissøren er til stede.",
      "URL:https://www.nordkystfilm.no/kystlinjer-DXM10234",
      "END:VEVENT",
    ]);
  });

  it("asks a followed feed to refresh hourly in both spellings, and a one-off download not at all", () => {
    const followed = unfolded(calendarFile("x", [], NOW, { subscription: true }));
    expect(followed).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    expect(followed).toContain("X-PUBLISHED-TTL:PT1H");
    const once = unfolded(calendarFile("x", [], NOW));
    expect(once.some((line) => line.startsWith("REFRESH-INTERVAL") || line.startsWith("X-PUBLISHED-TTL"))).toBe(false);
  });

  it("folds a line of exactly 75 octets not at all, and one of 76 into 75 and a continued line", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
    expect(foldLine("x".repeat(75 + 74 + 1))).toBe(`${"x".repeat(75)}\r\n ${"x".repeat(74)}\r\n x`);
  });
});
