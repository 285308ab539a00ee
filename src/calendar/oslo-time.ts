/** The festival's time zone: every screening is in Havvik. */
export const TIME_ZONE = "Europe/Oslo";

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
  return new Date(epochMs).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}
