/**
 * Dates as schema.org reads them (ISO 8601): date-times with the Norwegian offset they happen at,
 * so a crawler never has to guess the time zone, and durations such as `PT1H14M`.
 */

import { osloWallClock } from "../../calendar/oslo-time";

const OFFSET = /(Z|[+-]\d{2}:\d{2})$/;

const pad = (n: number) => String(n).padStart(2, "0");

/** `+02:00` from minutes east of UTC. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

function offsetMinutes(offset: string): number {
  if (offset === "Z") return 0;
  const sign = offset.startsWith("-") ? -1 : 1;
  const [h = "0", m = "0"] = offset.slice(1).split(":");
  return sign * (Number(h) * 60 + Number(m));
}

/** The wall-clock time of an instant at a given offset, with that offset written out. */
function atOffset(ms: number, minutes: number): string {
  const d = new Date(ms + minutes * 60_000);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return `${date}T${time}${offsetText(minutes)}`;
}

/**
 * The end of something that starts at `startsAt` (ISO with offset, as events are written) and
 * lasts `minutes`, at the same offset. Same offset, same instant: correct even across a DST change.
 *
 * @example endAt("2025-10-10T10:00:00+02:00", 74) // "2025-10-10T11:14:00+02:00"
 */
export function endAt(startsAt: string, minutes: number): string {
  const offset = OFFSET.exec(startsAt)?.[1] ?? "Z";
  return atOffset(Date.parse(startsAt) + minutes * 60_000, offsetMinutes(offset));
}

/** How far Oslo is ahead of UTC at an instant: 60 in winter, 120 in summer. */
function osloOffsetMinutes(ms: number): number {
  const p = osloWallClock(ms);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

/**
 * An epoch-ms time (articles' createdAt/updatedAt) as Norwegian local time with its offset.
 *
 * @example osloDateTime(1763714100000) // "2025-11-21T09:35:00+01:00"
 */
export function osloDateTime(ms: number): string {
  return atOffset(ms, osloOffsetMinutes(ms));
}

/**
 * Minutes as an ISO 8601 duration.
 *
 * @example isoDuration(74) // "PT1H14M"
 */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ""}${m || !h ? `${m}M` : ""}`;
}
