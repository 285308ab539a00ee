import type { ContentBundle } from "../content/bundle";
import type { FestivalEvent } from "../content/event";
import type { Locale } from "../content/locale";
import type { Production } from "../content/production";
import { APP_ICONS } from "../render/app-icons";
import { screeningWhen } from "../render/screening-when";
import { PUSH_LIMITS } from "./push-limits";
import { productionPath } from "../shared/site-paths";
import { dictionary } from "../i18n/dictionary";

/**
 * The JSON a notification carries, read by the service worker (src/client/sw/push-events.ts):
 * everything it shows comes from here, so the worker needs no dictionary of its own.
 */
export type PushPayload = {
  title: string;
  body: string;
  /** The film page the notification opens. */
  url: string;
  icon: string;
  /** One notification per production and kind: a newer one replaces it. */
  tag: string;
  productionId: string;
  /** The label of the notification's "Slutt å varsle" action. */
  stopLabel: string;
};

export function titleIn(production: Production, locale: Locale): string {
  return (locale === "en" ? production.translations.en?.title : undefined) ?? production.title;
}

/**
 * The notification for news about one production, in one locale: its new screenings (the first
 * few named, then "…"), that its sale has opened, or an operator's test of the film's
 * subscriptions (routes/admin/push-test.ts).
 *
 * @example pushPayload(bundle, production, { kind: "screenings", events }, "nb").body // "«Måkeøya» har fått nye visninger: lør. 20. sep. kl. 21:30"
 */
export function pushPayload(production: Production, news: { kind: "screenings" | "sale" | "test"; events: FestivalEvent[] }, locale: Locale): PushPayload {
  const text = dictionary(locale);
  const title = titleIn(production, locale);
  const named = news.events.slice(0, PUSH_LIMITS.screeningsNamed).map((e) => screeningWhen(e.startsAt, locale));
  const when = named.join(", ") + (news.events.length > named.length ? " …" : "");
  return {
    title,
    body: news.kind === "screenings" ? text.pushNewScreenings(title, when) : news.kind === "sale" ? text.pushSaleOpened(title) : text.pushTest(title),
    url: productionPath(production) ?? "/",
    icon: APP_ICONS[0]?.src ?? "/icons/icon-192.png",
    tag: `${production.id}:${news.kind}`,
    productionId: production.id,
    stopLabel: text.pushStop,
  };
}

/** The production with this id, if the content has it. */
export function productionById(bundle: ContentBundle, id: string): Production | undefined {
  return bundle.productions.find((p) => p.id === id);
}
