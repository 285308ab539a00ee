/**
 * Dates, times and numbers as a visitor in Havvik reads them: always in Norway's time zone,
 * whatever the browser's (a visitor abroad still needs the local start time of the screening).
 * Pure, so the in-runtime tests check it too.
 */
import { TIME_ZONE } from "../shared/time-zone";

/** "lørdag 13. september kl. 18:30" (en-GB: "Saturday 13 September at 18:30"). */
export function formatStartTime(iso: string, intlLocale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso; // show what the venue sent rather than "Invalid Date"
  return new Intl.DateTimeFormat(intlLocale, {
    timeZone: TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date);
}

/**
 * "lør. 20. sep. kl. 18:45" (en-GB: "Sat 20 Sept 18:45"): a screening on one short line, said as
 * the site's notifications and changes page say it. `at` joins day and clock in the visitor's
 * language; the clock is put together from its parts, since ICU versions write "18.45" or "18:45".
 */
export function formatScreeningAt(iso: string, intlLocale: string, at: (date: string, clock: string) => string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = new Intl.DateTimeFormat(intlLocale, { timeZone: TIME_ZONE, weekday: "short", day: "numeric", month: "short" }).format(date);
  const parts = new Intl.DateTimeFormat(intlLocale, { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return at(day.replace(",", ""), `${part("hour")}:${part("minute")}`);
}

/** "12. sep. 2025", for when a review was written. */
export function formatShortDate(iso: string, intlLocale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale, { timeZone: TIME_ZONE, day: "numeric", month: "short", year: "numeric" }).format(date);
}

/** "4,6": a dice average with at most one decimal, in the visitor's notation. */
export function formatRating(rating: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 1 }).format(rating);
}

/** A seat list as people say it: "7, 8 og 9" is long; "7, 8, 9" reads fine in both languages. */
export function formatSeats(seats: readonly string[]): string {
  return seats.join(", ");
}

/**
 * A link from the venue, only when it is a web address or a path on this site: anything else
 * (`javascript:`, `data:`) is dropped rather than put in an `href`.
 */
export function safeHref(link: string | null): string | null {
  if (!link) return null;
  if (link.startsWith("/") && !link.startsWith("//")) return link;
  try {
    const url = new URL(link);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
