import { describe, expect, it } from "vitest";
import { type CalendarEvent, calendarFile, foldLine } from "../../src/calendar/ics";

/** A calendar file as a calendar app reads it: lines unfolded, each `NAME[;params]:value`. */
const unfolded = (file: string) => file.replace(/\r\n /g, "").split("\r\n").filter(Boolean);

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

  it("defines Oslo's time: CEST from the last Sunday of March at 02:00, CET from the last Sunday of October at 03:00", () => {
    const lines = unfolded(calendarFile("x", [], NOW));
    const zone = lines.slice(lines.indexOf("BEGIN:VTIMEZONE"), lines.indexOf("END:VTIMEZONE") + 1);
    expect(zone).toEqual([
      "BEGIN:VTIMEZONE",
      "TZID:Europe/Oslo",
      "BEGIN:DAYLIGHT",
      "TZOFFSETFROM:+0100",
      "TZOFFSETTO:+0200",
      "TZNAME:CEST",
      "DTSTART:19700329T020000",
      "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
      "END:DAYLIGHT",
      "BEGIN:STANDARD",
      "TZOFFSETFROM:+0200",
      "TZOFFSETTO:+0100",
      "TZNAME:CET",
      "DTSTART:19701025T030000",
      "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
      "END:STANDARD",
      "END:VTIMEZONE",
    ]);
  });

  it("writes each screening's identity, version, state, Oslo times, title, place, text and link", () => {
    const lines = unfolded(calendarFile("x", [EVENT], NOW));
    const event = lines.slice(lines.indexOf("BEGIN:VEVENT"), lines.indexOf("END:VEVENT") + 1);
    expect(event).toEqual([
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
