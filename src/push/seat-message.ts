import type { FestivalEvent } from "../content/event";
import type { Locale } from "../content/locale";
import type { Production } from "../content/production";
import { dictionary } from "../i18n/dictionary";
import { APP_ICONS } from "../render/app-icons";
import { screeningWhen } from "../render/screening-when";
import { productionPath } from "../shared/site-paths";
import { type PushPayload, titleIn } from "./push-message";

/** A seat message: the film page to open, and the checkout its action (and a click) goes to. */
export type SeatPayload = PushPayload & { ticketUrl: string; ticketLabel: string };

/**
 * The notification that seats came back at a screening a visitor waited for (docs/decisions/045):
 * the film and the time, and the checkout, in the visitor's language.
 *
 * @example seatPayload(event, production, "nb").body // "Det er billetter igjen til «Måkeøya» søn. 12. okt. kl. 12:00. Først til mølla."
 */
export function seatPayload(event: FestivalEvent, production: Production | undefined, locale: Locale): SeatPayload {
  const text = dictionary(locale);
  const title = production ? titleIn(production, locale) : event.title;
  return {
    title,
    body: text.pushSeatsBack(title, screeningWhen(event.startsAt, locale)),
    url: productionPath(event.production) ?? "/",
    icon: APP_ICONS[0]?.src ?? "/icons/icon-192.png",
    tag: `seat:${event.id}`,
    productionId: event.production.id,
    stopLabel: text.pushStop,
    ticketUrl: event.ticketUrl,
    ticketLabel: text.buyTicket,
  };
}
