import type { Locale } from "../content/locale";
import { formatTabDay, formatTime } from "./format-date";
import { dictionary } from "../i18n/dictionary";

/**
 * When a screening is, in one phrase: "lør. 20. sep. kl. 21:30" (en: "Sat 20 Sept 21:30"). The
 * notifications and the changes page say it the same way.
 *
 * @example screeningWhen("2025-09-20T21:30:00+02:00", "nb") // "lør. 20. sep. kl. 21:30"
 */
export function screeningWhen(startsAt: string, locale: Locale): string {
  const { weekday, date } = formatTabDay(startsAt, locale);
  return dictionary(locale).pushWhen(weekday, date, formatTime(startsAt, locale));
}
