import * as v from "valibot";
import {
  CATALOGUE_PARAMS,
  NO_CATALOGUE_FILTER,
  SORT_SLUGS,
  catalogueSearch,
  chosenValues,
  filmMatches,
  optionText,
  withoutChoice,
} from "../../shared/catalogue-filter";
import { countText } from "../../shared/programme-filter";
import { Island } from "../Island";
import type { BlockProps } from "./block-types";
import { type CatalogueData, keptCatalogueData } from "./catalogue-films";
import { catalogueOptions } from "./catalogue-options";
import { catalogueOffers, parseCatalogueQuery } from "./catalogue-query";
import { catalogueSource, stillToCome } from "./catalogue-source";
import { chosenStrand, strandCalendars } from "./strand-calendars";
import { catalogueView } from "./catalogue-view";
import { CatalogueForm } from "./CatalogueForm";
import { defineBlock } from "./define-block";
import { filmCardHtml } from "./film-card-html";
import { PrintButton, PrintHead, SubscribeLink } from "./paper-tools";

const Props = v.object({
  title: v.optional(v.string()),
  /** The page's own order: by title (A–Å) or by next screening (/pa-kino-na, /kommende). */
  sort: v.optional(v.picklist(["title", "next"]), "title"),
  /** Another production source of the page, read when the block's own has no films (see catalogue-source.ts). */
  fallback: v.optional(v.string()),
  /** With `fallback`: only its films with a screening in this section (BUFF's films before the `buff` collection exists). */
  fallbackSection: v.optional(v.picklist(["festival", "buff", "cinema"])),
  /** Only the films with a screening in this programme, and only those screenings (/pa-kino-na: the cinema's). */
  section: v.optional(v.picklist(["festival", "buff", "cinema"])),
  /** Leave out the films whose last screening has started: the films now showing (/pa-kino-na), not the season's. */
  stillToCome: v.optional(v.boolean(), false),
  /** How many more times each card lists after its next screening (the films now showing). */
  later: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)), 0),
});

type CatalogueProps = v.InferOutput<typeof Props>;

/** The block's films and screenings at the site clock's `now`. */
function shownSource(p: CatalogueProps, block: Parameters<typeof catalogueSource>[1], data: Parameters<typeof catalogueSource>[2], now: number) {
  const source = catalogueSource(p, block, data);
  return p.stillToCome ? stillToCome(source, now) : source;
}

/** The catalogue of this block for this request: kept while its films and the clock's effect on them stay (catalogue-films.ts). */
function catalogueOf(p: CatalogueProps, { block, data, ctx }: BlockProps): CatalogueData {
  const { locale, t, now } = ctx;
  return keptCatalogueData(data, block.id, shownSource(p, block, data, now), { locale, t, now, native: locale === ctx.site.locale.default });
}

/** Cards on the first screen of a laptop (one row): their posters load at once, the rest lazily. */
const FIRST_ROW = 5;

/**
 * `catalogue`: the films of the page's production source as a poster grid to browse — each card
 * with its facts, its next screening and a ticket button — with a filter by section, country,
 * language, subtitles, genre, length, age limit, accessibility and day, each option counting the
 * films it would give, and an order by title or by next screening.
 *
 * Everything lives in the address (a GET form; catalogue-query.ts reads it); every film is in the
 * HTML and those the filter leaves out carry `hidden`, so the catalogue island filters, counts and
 * sorts in place without a request. A query value that names nothing this catalogue has answers 404
 * (namesNothing). Why: docs/decisions/028-film-catalogue.md.
 */
export const Catalogue = defineBlock(
  "catalogue",
  Props,
  (p, { block, data, ctx }) => {
    const { t, locale } = ctx;
    const catalogue = catalogueOf(p, { block, data, ctx });
    const Box = p.title ? "section" : "div";
    if (catalogue.films.length === 0) {
      return (
        <Box className="block b-catalogue">
          {p.title && <h2 className="block-title">{p.title}</h2>}
          <p className="empty-note">{t.catalogueEmpty}</p>
        </Box>
      );
    }
    const { filter, sort } = parseCatalogueQuery(ctx.queries, catalogue, p.sort);
    const { counts, films } = catalogueView(catalogue, filter, sort, locale);
    const options = catalogueOptions(catalogue, t, locale, ctx.now, filter.day);
    let shownSoFar = 0;
    return (
      <Box className="block b-catalogue" data-list-name={p.title ?? data.page.title}>
        {p.title && <h2 className="block-title">{p.title}</h2>}
        <Island
          name="catalogue"
          props={{
            count: t.catalogueCount,
            option: t.optionCount,
            inUse: t.catalogueMoreInUse,
            without: t.catalogueWithout,
            remove: t.filterRemove,
            locale,
            sort: p.sort,
          }}
          className="catalogue"
        >
          <CatalogueForm
            id={block.id}
            path={ctx.path}
            renderedFor={ctx.queries}
            options={options}
            filter={filter}
            counts={counts}
            sort={sort}
            defaultSort={p.sort}
            t={t}
          />
          <PrintHead site={ctx.site} what={p.title ?? data.page.title} t={t} />
          <div className="cat-summary">
            <p className="cat-count" role="status">
              {countText(t.catalogueCount, counts.total)}
            </p>
            <p className="paper-tools">
              <PrintButton t={t} />
              {/* Each strand with screenings is a calendar of its own; the chosen one's link shows (the island follows the form). */}
              {strandCalendars(catalogue).map(({ slug, label }) => (
                <SubscribeLink
                  key={slug}
                  site={ctx.site}
                  kind="strand"
                  slug={slug}
                  name={label}
                  t={t}
                  hidden={!(chosenStrand(filter) === slug && counts.total > 0)}
                />
              ))}
            </p>
          </div>
          {/* Cards are kept as HTML while nothing they show changes (film-card-html.ts): most of the page, rendered once. */}
          <ul
            className="film-grid"
            dangerouslySetInnerHTML={{
              __html: films
                .map((film) => {
                  const shown = filmMatches(film, filter);
                  if (shown) shownSoFar++;
                  const options = {
                    level: p.title ? 3 : 2,
                    hidden: !shown,
                    eager: shown && shownSoFar <= FIRST_ROW,
                    later: p.later,
                    locale,
                  } as const;
                  return filmCardHtml(film, options);
                })
                .join(""),
            }}
          />
          <div className="cat-empty" hidden={counts.total > 0}>
            <p>{t.catalogueNoMatch}</p>
            {/* Which choice to undo: each link gives the same filter without one of its values. */}
            <p id={`cat-undo-${block.id}`}>{t.catalogueUndo}</p>
            <ul className="cat-undo" aria-labelledby={`cat-undo-${block.id}`}>
              {chosenValues(filter).map(([facet, value]) => (
                <li key={`${facet}=${value}`}>
                  <a href={ctx.path + catalogueSearch(withoutChoice(filter, facet, value), sort, p.sort)} data-facet={facet} data-value={value}>
                    {optionText(t.catalogueWithout, options[facet].find((o) => o.slug === value)?.label ?? value, 0)}
                  </a>
                </li>
              ))}
            </ul>
            <a href={ctx.path + catalogueSearch(NO_CATALOGUE_FILTER, sort, p.sort)} className="button button-quiet cat-reset-all">
              {t.filterReset}
            </a>
          </div>
        </Island>
      </Box>
    );
  },
  {
    namesNothing: (p, args) => parseCatalogueQuery(args.ctx.queries, catalogueOf(p, args), p.sort).namesNothing,
    offers: (p, args) => catalogueOffers(catalogueOf(p, args)),
    // Every facet and the order; the page's own order is the address without `sorter`.
    reads: (p) => ({ params: Object.values(CATALOGUE_PARAMS), defaults: { [CATALOGUE_PARAMS.sort]: SORT_SLUGS[p.sort] } }),
    listsNothing: (p, args) => {
      const catalogue = catalogueOf(p, args);
      const { filter, sort } = parseCatalogueQuery(args.ctx.queries, catalogue, p.sort);
      return catalogue.films.length > 0 && catalogueView(catalogue, filter, sort, args.ctx.locale).counts.total === 0;
    },
  },
);
