import type { Locale } from "../content/locale";
import { BoundedMap } from "../shared/bounded-map";
import { TIME_ZONE } from "../shared/time-zone";

/**
 * Dates and times as a visitor in Havvik reads them: always in Norway's time zone, whatever the
 * time zone of the data centre that renders the page (workerd runs in UTC).
 */
/** The Intl locale a page's dates are written in (the programme island writes an offline day in it too). */
export const INTL_LOCALE: Record<Locale, string> = { nb: "nb-NO", en: "en-GB" };

type Moment = Date | number | string;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building an Intl formatter is costly; one per locale and style is kept for the isolate's life. */
function formatter(locale: Locale, style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE[locale] ?? "nb-NO", { timeZone: TIME_ZONE, ...options });
    formatters.set(key, f);
  }
  return f;
}

const toDate = (m: Moment): Date => (m instanceof Date ? m : new Date(m));

/**
 * Formatted moments, kept for the isolate's life: a programme page formats the same few hundred
 * screening times on every render, and each ICU call costs more than the rest of a screening's
 * markup (bench/README.md). Cleared when full, so odd inputs cannot grow it without bound.
 */
const formatted = new BoundedMap<string, string>(4096);

function remembered(style: string, m: Moment, format: () => string): string {
  return formatted.remember(`${style}|${m instanceof Date ? m.getTime() : m}`, format);
}

/** "12. september 2025" (en: "12 September 2025"). */
export function formatLongDate(m: Moment, locale: Locale = "nb"): string {
  return remembered(`long:${locale}`, m, () => formatter(locale, "long", { day: "numeric", month: "long", year: "numeric" }).format(toDate(m)));
}

/** "12. sep. 2025" (en: "12 Sept 2025"), for cards. */
export function formatShortDate(m: Moment, locale: Locale = "nb"): string {
  return remembered(`short:${locale}`, m, () => formatter(locale, "short", { day: "numeric", month: "short", year: "numeric" }).format(toDate(m)));
}

/** "onsdag 10. september" (en: "Wednesday 10 September"): a day in running text, where Norwegian weekdays are lower case. */
export function formatDayInText(m: Moment, locale: Locale = "nb"): string {
  return remembered(`day-text:${locale}`, m, () =>
    formatter(locale, "day", { weekday: "long", day: "numeric", month: "long" }).format(toDate(m)).replace(",", ""),
  );
}

/** "Onsdag 10. september" (en: "Wednesday 10 September"): a programme day heading. */
export function formatDayHeading(m: Moment, locale: Locale = "nb"): string {
  return remembered(`day:${locale}`, m, () => {
    const text = formatDayInText(m, locale);
    // A heading starts with a capital.
    return text.charAt(0).toLocaleUpperCase(INTL_LOCALE[locale]) + text.slice(1);
  });
}

/** "18:30": 24-hour clock in both locales. */
export function formatTime(m: Moment, locale: Locale = "nb"): string {
  return remembered(`time:${locale}`, m, () => {
    const parts = formatter(locale, "time", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(toDate(m));
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
    return `${get("hour")}:${get("minute")}`;
  });
}

/**
 * "2025-09-10": the calendar day in Norway, for grouping screenings by day and comparing with
 * `from`/`to` dates written by editors.
 */
export function osloDayKey(m: Moment): string {
  return remembered("key", m, () => {
    const parts = formatter("nb", "key", { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(toDate(m));
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
    return `${get("year")}-${get("month")}-${get("day")}`;
  });
}

/** A machine-readable value for `<time dateTime>`. */
export function isoDateTime(m: Moment): string {
  return remembered("iso", m, () => toDate(m).toISOString());
}

/** "ons." and "17. sep." (en: "Wed" and "17 Sept"): a day tab's two lines. */
export function formatTabDay(m: Moment, locale: Locale = "nb"): { weekday: string; date: string } {
  const weekday = remembered(`tabw:${locale}`, m, () => formatter(locale, "tabw", { weekday: "short" }).format(toDate(m)));
  const date = remembered(`tabd:${locale}`, m, () => formatter(locale, "tabd", { day: "numeric", month: "short" }).format(toDate(m)));
  return { weekday, date };
}
