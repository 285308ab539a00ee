import { TIME_ZONE } from "../shared/time-zone";

const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** Oslo wall-clock fields of an instant, two digits each (year four). */
export type OsloWallClock = Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;

/**
 * An instant as Oslo wall-clock fields: the one place that asks Intl for Norwegian local time.
 * @example osloWallClock(Date.parse("2025-09-15T16:00:00Z")).hour // "18"
 */
export function osloWallClock(epochMs: number): OsloWallClock {
  const p: Record<string, string> = {};
  for (const x of parts.formatToParts(new Date(epochMs))) p[x.type] = x.value;
  return { year: p.year ?? "", month: p.month ?? "", day: p.day ?? "", hour: p.hour ?? "", minute: p.minute ?? "", second: p.second ?? "" };
}

/**
 * An instant as Oslo wall-clock time in iCalendar's local form (RFC 5545 §3.3.5, with TZID).
 * @example osloLocal(Date.parse("2025-09-15T16:00:00Z")) // "20250915T180000"
 */
export function osloLocal(epochMs: number): string {
  const p = osloWallClock(epochMs);
  return `${p.year}${p.month}${p.day}T${p.hour}${p.minute}${p.second}`;
}

/** An instant in UTC form, for DTSTAMP. */
export function utcStamp(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Oslo's offset from UTC at an instant, in ms (one or two hours, by daylight saving time). */
function osloOffset(epochMs: number): number {
  const p = osloWallClock(epochMs);
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return wall - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The next midnight in Oslo after an instant: when "I dag" becomes yesterday. Daylight saving
 * changes at 02:00/03:00 and never at midnight, so the offset at that midnight is the offset an
 * hour or two before it: asked there, then checked once.
 * @example nextOsloMidnight(Date.parse("2025-09-17T10:00:00Z")) // Date.parse("2025-09-17T22:00:00Z")
 */
export function nextOsloMidnight(epochMs: number): number {
  const p = osloWallClock(epochMs);
  const midnightAsUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day) + 1);
  const guess = midnightAsUtc - osloOffset(midnightAsUtc - 3 * 3_600_000);
  return midnightAsUtc - osloOffset(guess);
}

/**
 * Noon in Oslo on the day after an instant's Oslo day: twelve hours after the next midnight,
 * corrected by the offset's change before noon, so the night the clocks change still ends at 12:00.
 * @example nextOsloNoon(Date.parse("2025-09-17T10:30:00+02:00")) // Date.parse("2025-09-18T12:00:00+02:00")
 */
export function nextOsloNoon(epochMs: number): number {
  const midnight = nextOsloMidnight(epochMs);
  const guess = midnight + 12 * 3_600_000;
  return guess - (osloOffset(guess) - osloOffset(midnight));
}
