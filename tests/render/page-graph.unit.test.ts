import { describe, expect, test } from "vitest";
import type { FestivalEvent } from "../../src/content/event";
import type { Production } from "../../src/content/production";
import { pageGraph } from "../../src/render/structured-data/page-graph";
import { block, data, film, page, screening, site, theme } from "./fixtures";

// Which nodes a search engine finds on a page: the festival and its site on a home page, every
// place on the places page, and on a programme each film named once, the culture events at a Place.

const shown = (events: FestivalEvent[] = [], productions: Production[] = []) => ({
  events,
  productions: new Map(productions.map((p) => [p.id, p])),
  now: Date.parse("2025-09-01T12:00:00+02:00"),
});
const types = (g: ReturnType<typeof pageGraph>) => (g?.["@graph"] ?? []).map((n) => n["@type"]);

describe("pageGraph", () => {
  test("a page with nothing to say has no graph; a home page has the festival, with its profiles, and its WebSite", () => {
    expect(pageGraph(data(page([])), shown(), site, theme)).toBeNull();
    const home = pageGraph(data(page([], { path: "/" })), shown(), site, theme);
    expect(home?.["@context"]).toBe("https://schema.org");
    expect(types(home)).toEqual(["Organization", "WebSite"]);
    expect(home?.["@graph"][0]?.sameAs).toEqual(["https://www.facebook.com/nordkystfilmfestival"]);
    const english = pageGraph(data(page([], { path: "/english", locale: "en" })), shown(), site, theme);
    expect(english?.["@graph"][1]?.["@id"]).toBe("https://nordkystfilm.no/english#nettsted");
    // A language without a home of its own has the site's root as home.
    const noHome = { ...theme, language: { ...theme.language, homes: { nb: "/forside" } } };
    expect(types(pageGraph(data(page([], { path: "/", locale: "en" })), shown(), site, noHome))).toEqual(["Organization", "WebSite"]);
    expect(pageGraph(data(page([], { path: "/", locale: "nb" })), shown(), site, noHome)).toBeNull();
    // A film's page at the home's address is the film's, not the home.
    const filmAtHome = pageGraph(data(page([], { path: "/" }), { document: { kind: "production", production: film, events: [] } }), shown(), site, theme);
    expect(filmAtHome).toBeNull();
  });

  test("the places page lists every place, a hidden places block none", () => {
    expect(types(pageGraph(data(page([block("places", "pl", 1)])), shown(), site, theme))).toEqual(["Place"]);
    expect(pageGraph(data(page([block("places", "pl", 1, { hide: true })])), shown(), site, theme)).toBeNull();
    expect(pageGraph(data(page([block("text", "t", 1)])), shown(), site, theme)).toBeNull();
  });

  test("a programme names each film once, with its summary where the page is in another language; a culture event is at a Place", () => {
    const events = [screening("a", "2025-09-19T18:00:00+02:00"), screening("b", "2025-09-20T18:00:00+02:00")];
    const nb = pageGraph(data(page([])), shown(events, [film]), site, theme);
    expect(types(nb)).toEqual(["Organization", "MovieTheater", "Movie", "ScreeningEvent", "ScreeningEvent"]);
    expect(nb?.["@graph"][2]?.description).toBeUndefined();
    const en = pageGraph(data(page([], { locale: "en" })), shown(events, [film]), site, theme);
    expect(en?.["@graph"][2]?.description).toBe("A film about the polar night.");
    const culture = screening("k", "2025-09-19T20:00:00+02:00", { production: { id: "k1", title: "Konsert", pageReference: "konsert" } });
    expect(types(pageGraph(data(page([])), shown([culture]), site, theme))).toEqual(["Organization", "Place", "Event"]);
  });
});
