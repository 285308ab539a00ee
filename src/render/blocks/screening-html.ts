import { type ComponentProps, createElement } from "react";
import { renderToString } from "react-dom/server";
import type { FestivalEvent } from "../../content/event";
import type { Locale } from "../../content/locale";
import { type ScreeningStatus, screeningStatus } from "../../content/screening-status";
import { Memo } from "../../shared/memo";
import { keptHtml } from "./kept-html";
import { Screening } from "./Screening";

type ScreeningProps = ComponentProps<typeof Screening>;

/**
 * Rows kept per event object and what else the row shows: its state at the clock (all it reads of
 * `now`), the locale (the dictionary is the locale's), and what the list passes in: a handful at a time.
 */
const rows = new Memo<
  FestivalEvent,
  [
    status: ScreeningStatus,
    locale: Locale,
    linkTitle: boolean,
    withDate: boolean,
    place: string | undefined,
    imageUrl: string | undefined,
    imageFocus: string | undefined,
    placeHref: string | undefined,
    title: string | undefined,
    summary: string | undefined,
    subtitles: string,
    native: boolean,
    moderators: boolean,
  ],
  string
>(8);

/**
 * A programme row's HTML (Screening.tsx), rendered once and kept while nothing it shows changes: a
 * festival day is forty-odd rows, most of the page, and rendering them for every request made a day
 * page cost half as much again as an article (bench/pages.mjs).
 */
export function screeningHtml(props: ScreeningProps): string {
  const { event, locale, now, linkTitle, withDate, place, image, placeHref, translation, subtitles, native, moderators } = props;
  return rows.get(
    event,
    [
      screeningStatus(event, now),
      locale,
      linkTitle,
      withDate ?? false,
      place,
      image?.url,
      image?.focalPointQuery,
      placeHref,
      translation?.title,
      translation?.summary,
      subtitles?.join(" ") ?? "",
      native ?? true,
      moderators ?? false,
    ],
    () => keptHtml(renderToString(createElement(Screening, props))),
  );
}
