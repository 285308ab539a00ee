import { type ComponentProps, createElement } from "react";
import { renderToString } from "react-dom/server";
import type { FestivalEvent } from "../../content/event";
import { screeningStatus } from "../../content/screening-status";
import { KeptHtml } from "./kept-html";
import { Screening } from "./Screening";

type ScreeningProps = ComponentProps<typeof Screening>;

/** Variants kept per screening (its state, the page's language, the list it is in): a handful at a time. */
const rendered = new KeptHtml<FestivalEvent>(8);

/**
 * A programme row's HTML (Screening.tsx), rendered once and kept while nothing it shows changes: a
 * festival day is forty-odd rows, most of the page, and rendering them for every request made a day
 * page cost half as much again as an article (bench/pages.mjs). Kept per event object (kept-html.ts)
 * and per everything else the row depends on: its state at the clock (on sale, sold out, over), the
 * locale, and what the list passes in (place key, picture, place link, translation, date shown).
 */
export function screeningHtml(props: ScreeningProps): string {
  const { event, locale, now, linkTitle, withDate, place, image, placeHref, translation } = props;
  const key = [
    screeningStatus(event, now),
    locale,
    linkTitle ? 1 : 0,
    withDate ? 1 : 0,
    place ?? "",
    image ? `${image.url}#${image.focalPointQuery}` : "",
    placeHref ?? "",
    translation?.title ?? "",
    translation?.summary ?? "",
  ].join("|");
  return rendered.get(event, key, () => renderToString(createElement(Screening, props)));
}
