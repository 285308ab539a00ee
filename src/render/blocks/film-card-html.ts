import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { Locale } from "../../content/locale";
import type { Production } from "../../content/production";
import { osloDayKey } from "../format-date";
import type { CatalogueFilm } from "./catalogue-films";
import { FilmCard } from "./FilmCard";
import { KeptHtml } from "./kept-html";
import type { Dictionary } from "../../i18n/dictionary";

type CardOptions = { level: 2 | 3; hidden: boolean; eager: boolean; later: number; now: number; t: Dictionary; locale: Locale };

/** Variants kept per film (filters hide it or not, the first row loads at once, the day moves on): a handful at a time. */
const rendered = new KeptHtml<Production>(16);

/**
 * A film card's HTML (FilmCard.tsx), rendered once and kept while nothing it shows changes. A
 * catalogue is 60 such cards, most of a page's elements: rendering them for every request made
 * the page twice an article's CPU (bench/catalogue.mjs). Kept per production object (kept-html.ts)
 * and per everything else the card depends on: locale, the Oslo day ("I dag", "I morgen"), the screening it offers and its
 * state, how many screenings are over, whether the filter hides it, whether it loads at once.
 */
export function filmCardHtml(film: CatalogueFilm, production: Production, options: CardOptions): string {
  const { level, hidden, eager, later, now, locale } = options;
  const past = film.screenings.reduce((n, s) => n + (s.past ? 1 : 0), 0);
  const key = [locale, osloDayKey(now), film.offer?.event.id ?? "", film.offer?.status ?? "", past, hidden ? 1 : 0, eager ? 1 : 0, level, later].join("|");
  return rendered.get(production, key, () => renderToString(createElement(FilmCard, { film, ...options })));
}
