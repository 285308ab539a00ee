import { describe, expect, it } from "vitest";
import { catalogueData } from "../../src/render/blocks/catalogue-films";
import { LIST_FACETS, NO_CATALOGUE_FILTER, filmMatches, type CatalogueFilter, type ListFacet } from "../../src/shared/catalogue-filter";
import { catalogueCounts } from "../../src/shared/catalogue-counts";
import { festivalAtSize } from "../support/festival-at-size.mjs";
import { dictionary } from "../../src/i18n/dictionary";

/**
 * The faceted counts at a festival's size: each option says exactly how many films the catalogue
 * shows when that option is chosen in place of its facet's choices, the others kept (for a mark:
 * added to the chosen marks). Checked against choosing each option, for several filters.
 */

const { productions, events } = festivalAtSize({ films: 52, screenings: 320 });
const { films } = catalogueData(productions, events, "nb", dictionary("nb"), Date.parse("2025-09-17T12:00:00+02:00"));
const shownWith = (f: CatalogueFilter) => films.filter((film) => filmMatches(film, f)).length;
const withValues = (values: Partial<Record<ListFacet, string[]>>, rest: Partial<CatalogueFilter> = {}): CatalogueFilter => ({
  ...NO_CATALOGUE_FILTER,
  values: { ...NO_CATALOGUE_FILTER.values, ...values },
  ...rest,
});

const FILTERS: [string, CatalogueFilter][] = [
  ["nothing", NO_CATALOGUE_FILTER],
  ["Norway", withValues({ country: ["norge"] })],
  ["English subtitles, Norway or Sweden", withValues({ subtitles: ["engelsk"], country: ["norge", "sverige"] })],
  ["captioned, on Friday", withValues({}, { access: ["tekstet"], day: "2025-09-19" })],
  ["short or over two hours, age 6", withValues({ length: ["kort", "over-120"], age: ["6"] })],
  ["a talk after the film, captioned", withValues({}, { access: ["tekstet"], talk: true })],
  ["a talk after the film on Friday, Norway", withValues({ country: ["norge"] }, { day: "2025-09-19", talk: true })],
];

describe("faceted counts with 60 films", () => {
  it.each(FILTERS)("every option's count is the films it gives, with %s chosen", (_name, filter) => {
    const counts = catalogueCounts(films, filter);
    expect(counts.total).toBe(shownWith(filter));
    for (const facet of LIST_FACETS) {
      expect(counts.any[facet], `${facet}: all`).toBe(shownWith({ ...filter, values: { ...filter.values, [facet]: [] } }));
      for (const value of new Set(films.flatMap((film) => film.values[facet]))) {
        expect(counts.options[facet].get(value) ?? 0, `${facet}=${value}`).toBe(shownWith({ ...filter, values: { ...filter.values, [facet]: [value] } }));
      }
    }
    expect(counts.any.day).toBe(shownWith({ ...filter, day: undefined }));
    for (const [day, n] of counts.options.day) expect(n, `dag=${day}`).toBe(shownWith({ ...filter, day }));
    for (const [mark, n] of counts.options.access)
      expect(n, `tilrettelegging=${mark}`).toBe(shownWith({ ...filter, access: [...new Set([...filter.access, mark])] }));
    expect(counts.options.talk.get("ja") ?? 0, "samtale=ja").toBe(shownWith({ ...filter, talk: true }));
    expect(counts.any.talk).toBe(counts.total);
    expect(counts.options.country.size).toBeGreaterThan(0);
  });
});
