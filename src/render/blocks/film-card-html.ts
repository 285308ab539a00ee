import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { Locale } from "../../content/locale";
import { dictionary } from "../../i18n/dictionary";
import { Memo } from "../../shared/memo";
import type { CatalogueFilm } from "./catalogue-films";
import { FilmCard } from "./FilmCard";
import { keptHtml } from "./kept-html";

/** What a card is asked for besides its film: every other thing it shows. */
type CardOptions = { level: 2 | 3; hidden: boolean; eager: boolean; later: number; locale: Locale };

/**
 * Cards kept per catalogue film object and the card's own options. The film object holds all the
 * card shows of the film, its screenings and the clock (catalogue-films.ts makes one per page data,
 * block, locale and clock position), and `render` reads nothing else: the memo's inputs are the
 * card's. A handful per film: the filter hides it or not, the first row loads at once.
 */
const cards = new Memo<CatalogueFilm, [locale: Locale, level: 2 | 3, hidden: boolean, eager: boolean, later: number], string>(8);

function render(film: CatalogueFilm, locale: Locale, level: 2 | 3, hidden: boolean, eager: boolean, later: number): string {
  return keptHtml(renderToString(createElement(FilmCard, { film, level, hidden, eager, later, locale, t: dictionary(locale) })));
}

/**
 * A film card's HTML (FilmCard.tsx), rendered once and kept while nothing it shows changes. A
 * catalogue is 60 such cards, most of a page's elements: rendering them for every request made
 * the page twice an article's CPU (bench/catalogue.mjs).
 *
 * @example filmCardHtml(film, { level: 2, hidden: false, eager: true, later: 0, locale: "nb" })
 */
export function filmCardHtml(film: CatalogueFilm, { locale, level, hidden, eager, later }: CardOptions): string {
  return cards.get(film, [locale, level, hidden, eager, later], render);
}
