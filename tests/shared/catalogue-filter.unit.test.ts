import { describe, expect, test } from "vitest";
import {
  NO_CATALOGUE_FILTER,
  catalogueSearch,
  chosenCount,
  chosenValues,
  filmMatches,
  filterInUse,
  optionText,
  sortFilms,
  withoutChoice,
  type CatalogueFilter,
  type FilmFacts,
  type ListFacet,
  type ScreeningMark,
} from "../../src/shared/catalogue-filter";
import { catalogueCounts } from "../../src/shared/catalogue-counts";

// The catalogue's filter as a visitor meets it: which films show, what each option's count says,
// what choosing and undoing writes in the address, and the order of the cards.

const none = { section: [], country: [], language: [], subtitles: [], genre: [], length: [], age: [] };
const filter = (values: Partial<Record<ListFacet, string[]>> = {}, rest: Partial<CatalogueFilter> = {}): CatalogueFilter => ({
  ...NO_CATALOGUE_FILTER,
  values: { ...none, ...values },
  ...rest,
});
const show = (day: string, extra: Partial<ScreeningMark> = {}): ScreeningMark => ({ day, access: [], past: false, talk: false, ...extra });
const filmOf = (values: Partial<Record<ListFacet, string[]>>, screenings: ScreeningMark[] = []): FilmFacts => ({ values: { ...none, ...values }, screenings });

describe("what the filter has chosen", () => {
  const f = filter({ country: ["norge", "sverige"], genre: ["drama"] }, { day: "2025-09-19", access: ["tekstet", "rullestol"], talk: true });

  test("counted per facet, listed in the form's order, in use only when something is chosen", () => {
    expect(chosenCount(f, ["country"])).toBe(2);
    expect(chosenCount(f, ["day", "access", "talk", "genre"])).toBe(5);
    expect(chosenCount(filter(), ["day", "access", "talk"])).toBe(0);
    expect(chosenCount(f, ["day"])).toBe(1);
    expect(chosenCount(f, ["access"])).toBe(2);
    expect(chosenCount({ ...f, talk: false }, ["day", "talk"])).toBe(1);
    expect(chosenValues(f)).toEqual([
      ["country", "norge"],
      ["country", "sverige"],
      ["genre", "drama"],
      ["day", "2025-09-19"],
      ["access", "tekstet"],
      ["access", "rullestol"],
      ["talk", "ja"],
    ]);
    expect(chosenValues(filter())).toEqual([]);
    expect(filterInUse(filter())).toBe(false);
    expect(filterInUse(filter({ age: ["6"] }))).toBe(true);
    expect(filterInUse(filter({}, { day: "2025-09-19" }))).toBe(true);
    expect(filterInUse(filter({}, { access: ["tekstet"] }))).toBe(true);
    expect(filterInUse(filter({}, { talk: true }))).toBe(true);
  });

  test("undone one choice at a time, the rest kept", () => {
    expect(withoutChoice(f, "country", "norge").values.country).toEqual(["sverige"]);
    expect(withoutChoice(f, "country", "norge").values.genre).toEqual(["drama"]);
    expect(withoutChoice(f, "day", "2025-09-19").day).toBeUndefined();
    expect(withoutChoice(f, "day", "2025-09-20").day).toBe("2025-09-19");
    expect(withoutChoice(f, "access", "tekstet").access).toEqual(["rullestol"]);
    expect(withoutChoice(f, "talk", "ja").talk).toBe(false);
    expect(withoutChoice(f, "talk", "ja").access).toEqual(["tekstet", "rullestol"]);
  });
});

describe("which films show", () => {
  const film = filmOf({ country: ["norge"], genre: ["drama", "komedie"] }, [
    show("2025-09-18", { past: true, access: ["tekstet"], talk: true }),
    show("2025-09-19", { access: ["rullestol"] }),
    show("2025-09-20", { access: ["tekstet", "rullestol"], talk: true }),
  ]);

  test("any chosen value of a facet, every facet", () => {
    expect(filmMatches(film, filter({ genre: ["komedie", "dokumentar"] }))).toBe(true);
    expect(filmMatches(film, filter({ genre: ["dokumentar"] }))).toBe(false);
    expect(filmMatches(film, filter({ genre: ["drama"], country: ["sverige"] }))).toBe(false);
  });

  test("a day with any screening that day, started or not; marks and a talk on one screening still to come", () => {
    expect(filmMatches(film, filter({}, { day: "2025-09-18" }))).toBe(true);
    expect(filmMatches(film, filter({}, { day: "2025-09-21" }))).toBe(false);
    expect(filmMatches(film, filter({}, { access: ["tekstet", "rullestol"] }))).toBe(true);
    expect(filmMatches(film, filter({}, { access: ["tekstet"], day: "2025-09-19" }))).toBe(false);
    expect(filmMatches(film, filter({}, { talk: true, day: "2025-09-19" }))).toBe(false);
    expect(filmMatches(film, filter({}, { talk: true }))).toBe(true);
    const onlyPast = filmOf({}, [show("2025-09-18", { past: true, access: ["tekstet"], talk: true })]);
    expect(filmMatches(onlyPast, filter())).toBe(true);
    expect(filmMatches(onlyPast, filter({}, { access: ["tekstet"] }))).toBe(false);
    expect(filmMatches(onlyPast, filter({}, { talk: true }))).toBe(false);
  });
});

describe("what each option's count says", () => {
  const films = [
    filmOf({ country: ["norge"], genre: ["drama"] }, [show("2025-09-19", { access: ["tekstet"], talk: true }), show("2025-09-20")]),
    filmOf({ country: ["sverige"], genre: ["drama"] }, [show("2025-09-19", { access: ["rullestol"] })]),
    filmOf({ country: ["norge"], genre: ["komedie"] }, [show("2025-09-18", { past: true, access: ["tekstet"] })]),
  ];

  test("with nothing chosen: every film, each option its films, each facet's 'Alle' every film", () => {
    const c = catalogueCounts(films, filter());
    expect(c.total).toBe(3);
    expect(c.options.country).toEqual(
      new Map([
        ["norge", 2],
        ["sverige", 1],
      ]),
    );
    expect(c.options.day).toEqual(
      new Map([
        ["2025-09-19", 2],
        ["2025-09-20", 1],
        ["2025-09-18", 1],
      ]),
    );
    // A mark counts the films with a screening still to come that has it.
    expect(c.options.access).toEqual(
      new Map([
        ["tekstet", 1],
        ["rullestol", 1],
      ]),
    );
    expect(c.options.talk).toEqual(new Map([["ja", 1]]));
    expect(c.any).toMatchObject({ country: 3, genre: 3, day: 3, access: 3, talk: 3 });
  });

  test("a facet's options keep the other facets' choices, not its own", () => {
    const c = catalogueCounts(films, filter({ country: ["sverige"] }));
    expect(c.total).toBe(1);
    expect(c.options.country).toEqual(
      new Map([
        ["norge", 2],
        ["sverige", 1],
      ]),
    );
    expect(c.any.country).toBe(3);
    expect(c.options.genre).toEqual(new Map([["drama", 1]]));
    expect(c.any.genre).toBe(1);
    expect(c.options.day).toEqual(new Map([["2025-09-19", 1]]));
    // A film failing two facets counts for none of them.
    const two = catalogueCounts(films, filter({ country: ["sverige"], genre: ["komedie"] }));
    expect(two.total).toBe(0);
    expect(two.options.country).toEqual(new Map([["norge", 1]]));
    expect(two.options.genre).toEqual(new Map([["drama", 1]]));
  });

  test("a day's count keeps the chosen marks and talk; a mark is added to those chosen", () => {
    const c = catalogueCounts(films, filter({}, { access: ["tekstet"] }));
    expect(c.total).toBe(1);
    // A chosen day counts its screenings that have started too.
    expect(c.options.day).toEqual(
      new Map([
        ["2025-09-19", 1],
        ["2025-09-18", 1],
      ]),
    );
    expect(c.any.day).toBe(1);
    expect(c.options.access).toEqual(new Map([["tekstet", 1]]));
    expect(c.any.access).toBe(1);
    expect(c.any.talk).toBe(1);
    const talk = catalogueCounts(films, filter({}, { talk: true, day: "2025-09-20" }));
    expect(talk.total).toBe(0);
    expect(talk.options.day).toEqual(new Map([["2025-09-19", 1]]));
    expect(talk.options.talk).toEqual(new Map());
    // A film that fails a list facet and has no screening to match counts for nothing.
    const off = catalogueCounts(films, filter({ country: ["sverige"] }, { access: ["tekstet"] }));
    expect(off.options.country).toEqual(new Map([["norge", 1]]));
    expect(off.any.country).toBe(1);
  });
});

describe("the address and the order", () => {
  test("each choice in a fixed order, the page's own order left out, nothing at all when nothing is chosen", () => {
    const f = filter({ country: ["sverige", "norge"], age: ["6"] }, { access: ["tekstet", "rullestol"], talk: true, day: "2025-09-19" });
    expect(catalogueSearch(f, "next", "title")).toBe(
      "?land=norge&land=sverige&grense=6&tilrettelegging=rullestol&tilrettelegging=tekstet&samtale=ja&dag=2025-09-19&sorter=neste",
    );
    expect(catalogueSearch(f, "title", "title")).not.toContain("sorter");
    expect(catalogueSearch(filter(), "title", "title")).toBe("");
    expect(catalogueSearch(filter(), "title", "next")).toBe("?sorter=tittel");
  });

  test("by title with the page's collator, or by next screening with none last, ties by title", () => {
    const nb = new Intl.Collator("nb");
    const films = [
      { title: "Ørnen", next: 3 },
      { title: "Zorro", next: undefined },
      { title: "Åsen", next: 1 },
      { title: "Anna", next: 3 },
      { title: "Berg", next: undefined },
    ];
    expect(sortFilms(films, "title", nb).map((f) => f.title)).toEqual(["Anna", "Berg", "Zorro", "Ørnen", "Åsen"]);
    expect(sortFilms(films, "next", nb).map((f) => f.title)).toEqual(["Åsen", "Anna", "Ørnen", "Berg", "Zorro"]);
    expect(films[0]!.title).toBe("Ørnen");
  });

  test("an option's text from the page's template", () => {
    expect(optionText("{label} ({n})", "Norge", 12)).toBe("Norge (12)");
    expect(optionText("{n} – {label}", "Sverige", 0)).toBe("0 – Sverige");
  });
});
