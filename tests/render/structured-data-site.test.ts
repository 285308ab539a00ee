import { beforeAll, describe, expect, it } from "vitest";
import { breadcrumbTrail } from "../../src/content/breadcrumb-trail";
import { bundledSource } from "../../src/content/bundled-source";
import { ContentIndex } from "../../src/content/content-index";
import type { Page } from "../../src/content/page";
import { fetchPage } from "../support/fetch-page";
import { ofType, pageGraph, type LdNode, type PageGraph } from "./structured-data-graph";

// The first request of a fresh isolate parses and sanitizes all content: not what is tested here.
beforeAll(() => fetchPage("/kinoprogram"), 30_000);

const ORIGIN = "https://www.nordkystfilm.no";

async function graphOf(path: string): Promise<{ graph: PageGraph; html: string }> {
  const { response, html } = await fetchPage(path);
  expect(response.status, path).toBe(200);
  return { graph: pageGraph(html), html };
}

/** A crawler's request for an absolute URL of the site, answered by the worker. */
const fetchUrl = (url: string) => fetchPage(url.replace(ORIGIN, ""));

describe("the front pages: the site and the festival", () => {
  for (const [path, locale] of [
    ["/", "nb"],
    ["/english", "en"],
  ] as const) {
    it(`${path}: a WebSite in ${locale}, published by the festival, whose search box lands on results`, async () => {
      const { graph } = await graphOf(path);
      const [site, ...others] = ofType(graph, "WebSite");
      expect(others).toEqual([]);
      expect(site).toMatchObject({ name: "Nordkyst filmfestival", url: `${ORIGIN}${path}`, inLanguage: locale });
      const festival = graph.resolve(site?.publisher);
      expect(festival).toMatchObject({ "@type": "Organization", name: "Nordkyst filmfestival", url: `${ORIGIN}/` });
      expect((festival.logo as LdNode).url).toBe(`${ORIGIN}/images/logo.svg`);
      // The festival's own profiles from the footer; BUFF's are BUFF's.
      expect(festival.sameAs).toEqual(["https://www.facebook.com/nordkystfilmfestival", "https://www.instagram.com/nordkystfilm"]);
      const action = site?.potentialAction as LdNode;
      expect(action["@type"]).toBe("SearchAction");
      expect(action["query-input"]).toBe("required name=search_term_string");
      const template = String((action.target as LdNode).urlTemplate);
      const { response, html } = await fetchUrl(template.replace("{search_term_string}", "nordlys"));
      expect(response.status).toBe(200);
      expect(html.match(/class="search-hit /g)?.length ?? 0).toBeGreaterThan(0);
    });
  }
});

/** A page's BreadcrumbList as names and paths. */
function trailOf(graph: PageGraph): { name: unknown; path: string }[] {
  const lists = ofType(graph, "BreadcrumbList");
  expect(lists).toHaveLength(1);
  const items = (lists[0]?.itemListElement ?? []) as LdNode[];
  expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
  return items.map((i) => ({ name: i.name, path: String(i.item).replace(ORIGIN, "") }));
}

describe("where a page sits: its BreadcrumbList", () => {
  const cases: [string, [string, string][]][] = [
    // A film in several programmes sits under every film; a film only in BUFF under BUFF's films.
    [
      "/makeoya-DXM10302",
      [
        ["Forside", "/"],
        ["Filmer", "/filmer"],
        ["Måkeøya", "/makeoya-DXM10302"],
      ],
    ],
    [
      "/ulvevinter-DXM10691",
      [
        ["Forside", "/"],
        ["BUFF", "/buff"],
        ["BUFF-filmer", "/buff-filmer"],
        ["Ulvevinter", "/ulvevinter-DXM10691"],
      ],
    ],
    [
      "/apningsfest",
      [
        ["Forside", "/"],
        ["Arrangementer", "/arrangementer"],
        ["Åpningsfest NFF 2025", "/apningsfest"],
      ],
    ],
    [
      "/article/%3C3-buff",
      [
        ["Forside", "/"],
        ["Nyheter", "/nyheter"],
        ["<3 BUFF", "/article/%3C3-buff"],
      ],
    ],
    [
      "/buff-program-2",
      [
        ["Forside", "/"],
        ["BUFF", "/buff"],
        ["BUFF-program", "/buff-program"],
        ["BUFF-program dag for dag", "/buff-program-2"],
      ],
    ],
  ];
  for (const [path, expected] of cases) {
    it(`${path}: ${expected.map(([name]) => name).join(" › ")}, every step a page of the site`, async () => {
      const { graph } = await graphOf(path);
      const trail = trailOf(graph);
      expect(trail).toEqual(expected.map(([name, at]) => ({ name, path: at })));
      for (const step of trail) expect((await fetchPage(step.path)).response.status, step.path).toBe(200);
    });
  }

  it("names an English page's steps in English, from the English home", async () => {
    // The demo's English pages sit right under their home (no trail); one page deeper gets one.
    const { graph } = await graphOf("/english-program");
    expect(ofType(graph, "BreadcrumbList")).toEqual([]);
    const { bundle } = await bundledSource.load();
    const programme = bundle.pages.find((p) => p.path === "/english-program");
    if (!programme) throw new Error("no English programme");
    const days = { ...programme, id: "english-days", path: "/english-program-days", meta: { en: { ...programme.meta.en, title: "Day by day" } } } as Page;
    const index = new ContentIndex({ ...bundle, pages: [...bundle.pages, days] });
    expect(breadcrumbTrail(index, days)).toEqual([
      { name: "English", path: "/english" },
      { name: "Programme", path: "/english-program" },
    ]);
  });
});

describe("the @ids are the site's own addresses", () => {
  it("a place's @id is its section of the places page, and a film's the film on its page", async () => {
    const { graph } = await graphOf("/kinoprogram");
    const { html: places } = await fetchPage("/steder");
    const theatres = ofType(graph, "MovieTheater");
    expect(theatres.length).toBeGreaterThan(1);
    for (const t of theatres) {
      const slug = String(t["@id"]).replace(`${ORIGIN}/steder#`, "");
      expect(places, slug).toContain(` id="${slug}"`);
    }
    const { graph: placesGraph } = await graphOf("/steder");
    expect(ofType(placesGraph, "Place").map((p) => p["@id"])).toEqual(expect.arrayContaining(theatres.map((t) => t["@id"])));
    const film = ofType(graph, "Movie")[0];
    const [page, anchor] = String(film?.["@id"]).split("#");
    const { html } = await fetchUrl(String(page));
    expect(html).toContain(` id="${anchor}"`);
    expect(ofType(pageGraph(html), "Movie").map((m) => m["@id"])).toEqual([film?.["@id"]]);
  });
});

describe("English pages", () => {
  for (const path of ["/english-program", "/english-program?dag=2025-09-18"]) {
    it(`${path}: English film names, and no Norwegian description`, async () => {
      const { graph } = await graphOf(path);
      const { bundle } = await bundledSource.load();
      // What the content says in Norwegian: the films' summaries and the screenings' notes.
      const norwegian = [...bundle.productions.map((p) => p.contents[0]?.summary ?? ""), ...bundle.events.map((e) => e.notes)]
        .map((text) => text.replace(/<[^>]+>/g, "").trim())
        .filter((text) => text.length > 8);
      const nodes = [...ofType(graph, "ScreeningEvent"), ...ofType(graph, "Movie")];
      expect(nodes.length).toBeGreaterThan(10);
      for (const node of nodes) {
        const description = String(node.description ?? "");
        for (const text of norwegian) expect(description, String(node.name)).not.toContain(text);
      }
      // A film with an English title is named by it, as the page shows it.
      const translated = bundle.productions.filter((p) => p.translations.en?.title);
      const named = ofType(graph, "Movie").filter((m) => translated.some((p) => m.url === `${ORIGIN}/${p.parentSlug}`));
      expect(named.length).toBeGreaterThan(0);
      for (const m of named) {
        const film = translated.find((p) => m.url === `${ORIGIN}/${p.parentSlug}`);
        expect(m.name).toBe(film?.translations.en?.title);
        // Its English summary, as the page shows it under the title, where the content has one.
        expect(m.description).toBe(film?.translations.en?.summary);
      }
      // The Norwegian programme of the same day keeps its notes: the English one leaves them out, not loses them.
      const { graph: nb } = await graphOf(path.replace("/english-program", "/kinoprogram"));
      expect(ofType(nb, "ScreeningEvent").some((s) => s.description)).toBe(true);
    });
  }
});
