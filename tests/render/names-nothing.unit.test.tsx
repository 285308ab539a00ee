import * as v from "valibot";
import { afterEach, describe, expect, test, vi } from "vitest";
import { defineBlock } from "../../src/render/blocks/define-block";
import { pageOffers, queryNamesNothing } from "../../src/render/blocks/query-names-nothing";
import { namesOutside } from "../../src/render/blocks/query-offers";
import { resetWarnings } from "../../src/render/blocks/warn-once";
import { block, ctx, data, film, page, screening } from "./fixtures";

/**
 * The generic check before a page renders (docs/decisions/027): a block made with defineBlock may
 * say, from its parsed props and the request, that the query names nothing it has; the page is
 * then the 404 page. Here the mechanism itself; the programme's own rule is in programme.test.tsx.
 */

afterEach(() => {
  resetWarnings();
  vi.restoreAllMocks();
});

const Props = v.object({ shelves: v.array(v.string()) });
const args = (props: Record<string, unknown>, queries: Record<string, string[]> = {}) => ({
  block: block("hylle", "h", 1, { props }),
  data: data(page([])),
  ctx: ctx({ queries }),
});

describe("defineBlock's namesNothing", () => {
  const Shelf = defineBlock("hylle", Props, () => null, { namesNothing: (p, { ctx: c }) => (c.queries.hylle ?? []).some((name) => !p.shelves.includes(name)) });

  test("is on the component, called with the parsed props and the request", () => {
    expect(Shelf.namesNothing?.(args({ shelves: ["a", "b"] }, { hylle: ["b"] }))).toBe(false);
    expect(Shelf.namesNothing?.(args({ shelves: ["a", "b"] }, { hylle: ["c"] }))).toBe(true);
  });

  test("says nothing for props that do not fit, or when the check fails (logged once)", () => {
    expect(Shelf.namesNothing?.(args({ shelves: "a" }, { hylle: ["c"] }))).toBe(false);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const Broken = defineBlock("hylle", Props, () => null, {
      namesNothing: () => {
        throw new Error("boom");
      },
    });
    expect(Broken.namesNothing?.(args({ shelves: [] }, { hylle: ["c"] }))).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test("is absent from a block that does not give one", () => {
    expect(defineBlock("hylle", Props, () => null).namesNothing).toBeUndefined();
  });
});

describe("queryNamesNothing", () => {
  const programme = (extra = {}) => block("programme", "p", 1, { data: ["filmer"], ...extra });
  const withProgramme = (blocks = [programme()]) =>
    data(page(blocks), { sources: { filmer: { model: "production", items: [film], events: [screening("a", "2025-09-18T18:00:00+02:00")] } } });

  test("asks every visible block: one that names nothing makes the page a 404", () => {
    expect(queryNamesNothing(withProgramme(), ctx({ queries: { dag: ["2025-09-18"] } }))).toBe(false);
    expect(queryNamesNothing(withProgramme(), ctx({ queries: { dag: ["2025-09-19"] } }))).toBe(true);
    expect(queryNamesNothing(withProgramme([block("title", "t", 0), programme()]), ctx({ queries: { sted: ["Mars"] } }))).toBe(true);
  });

  test("a hidden block is not asked, and a request without a query names nothing at all", () => {
    expect(queryNamesNothing(withProgramme([programme({ hide: true })]), ctx({ queries: { dag: ["2025-09-19"] } }))).toBe(false);
    expect(queryNamesNothing(withProgramme(), ctx())).toBe(false);
  });
});

describe("pageOffers: the values the edge judges a query by before the app runs", () => {
  const programme = block("programme", "p", 1, { data: ["filmer"] });
  const news = block("card-list", "n", 2, { props: { pageSize: 2, cards: ["a", "b", "c", "d", "e"].map((x) => ({ title: x, href: `/${x}` })) } });
  const withBoth = data(page([programme, news]), {
    sources: {
      filmer: {
        model: "production",
        items: [film],
        events: [
          screening("a", "2025-09-18T18:00:00+02:00"),
          screening("b", "2025-09-19T18:00:00+02:00", { venue: "Kulturhuset", accessibility: ["captioned"] }),
        ],
      },
    },
  });
  const asked = (name: string, value: string) => ctx({ queries: { [name]: [value] }, query: { [name]: value } });
  const offers = pageOffers(withBoth, ctx());

  test("each value offered alone names something on the page; the page's blocks would render it", () => {
    expect([...(offers["dag"] ?? [])]).toEqual(["2025-09-18", "2025-09-19"]);
    expect([...(offers["sted"] ?? [])].sort()).toEqual(["Havvik kino", "Kulturhuset"]);
    expect([...(offers["side"] ?? [])]).toEqual(["2", "3"]);
    expect(offers["alder"]?.has("07")).toBe(true);
    for (const [name, values] of Object.entries(offers)) {
      for (const value of values) expect(queryNamesNothing(withBoth, asked(name, value)), `${name}=${value}`).toBe(false);
    }
  });

  test("a value outside them names nothing, by the blocks' own check too", () => {
    const outside = { dag: "2025-09-20", fra: "2031-01-01", sted: "Mars", seksjon: "buff", alder: "18", tilrettelegging: "synstolket", side: "4" };
    for (const [name, value] of Object.entries(outside)) {
      expect(namesOutside(offers, new URLSearchParams({ [name]: value })), `${name}=${value}`).toBe(true);
      expect(queryNamesNothing(withBoth, asked(name, value)), `${name}=${value}`).toBe(true);
    }
  });

  test("leaves alone what no block judges by its value alone", () => {
    expect(namesOutside(offers, new URLSearchParams({ voksen: "ja", q: "hva som helst", x: "1" }))).toBe(false);
  });
});
