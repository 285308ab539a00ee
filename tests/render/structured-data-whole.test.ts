import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bundledSource } from "../../src/content/bundled-source";
import { siteNow } from "../../src/config/clock";
import { PAGE_KINDS } from "../e2e/support/page-kinds";
import { fetchPage } from "../support/fetch-page";
import { ofType, pageGraph, type PageGraph } from "./structured-data-graph";
import { imageUrls, structuredDataProblems } from "./structured-data-rules";
import { articlePath, productionPath } from "../../src/shared/site-paths";

// The first request of a fresh isolate parses and sanitizes all content: not what is tested here.
beforeAll(() => fetchPage("/kinoprogram"), 30_000);

/**
 * Every page a crawler finds structured data on, and one of every other kind: the page kinds of
 * the browser audits, every static page of the site configuration, every film and culture page,
 * and the newest published articles of both kinds.
 */
async function pathsToCheck(): Promise<string[]> {
  const { bundle } = await bundledSource.load();
  const statics = bundle.site.pages.map((r) => r.path).filter((p) => !p.includes(":") && p !== "/404.html");
  const productions = bundle.productions.map((p) => productionPath(p)).filter((p): p is string => p !== null);
  const newest = (category: string) =>
    bundle.articles
      // An article dated after the site's clock is not out yet: its page is not found.
      .filter((a) => a.category === category && a.createdAt <= siteNow(env))
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, 3);
  const articles = [...newest("news"), ...newest("other")].map((a) => articlePath(a.slug));
  return [...new Set([...PAGE_KINDS.map(([, path]) => path), ...statics, ...productions, ...articles])];
}

/** A JPEG's width, from its start-of-frame marker. */
function jpegWidth(bytes: Uint8Array): number {
  let i = 2;
  while (i + 9 < bytes.length) {
    const marker = bytes[i + 1] ?? 0;
    if (bytes[i] === 0xff && marker >= 0xc0 && marker <= 0xc2) return ((bytes[i + 7] ?? 0) << 8) | (bytes[i + 8] ?? 0);
    i += 2 + (((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0));
  }
  return 0;
}

/** Every checked page's graph, rendered once for the file: the pages do not change between its tests. */
let rendered: Promise<{ path: string; graph: PageGraph }[]> | undefined;
const graphs = () => (rendered ??= renderGraphs());

async function renderGraphs(): Promise<{ path: string; graph: PageGraph }[]> {
  const all: { path: string; graph: PageGraph }[] = [];
  for (const path of await pathsToCheck()) {
    const { response, html } = await fetchPage(path);
    expect(response.status, path).toBe(200);
    all.push({ path, graph: pageGraph(html) });
  }
  return all;
}

describe("structured data, whole", () => {
  it("gives every node on every page kind the properties Google documents for its type", { timeout: 120_000 }, async () => {
    const pages = await graphs();
    const problems = pages.flatMap(({ path, graph }) => structuredDataProblems(graph, path));
    expect(problems).toEqual([]);
    // The check saw what it is for: films, screenings, culture events, articles and places.
    const types = new Set(pages.flatMap(({ graph }) => graph.nodes.map((n) => n["@type"])));
    expect([...types].sort()).toEqual([
      "Article",
      "BreadcrumbList",
      "Event",
      "Movie",
      "MovieTheater",
      "NewsArticle",
      "Organization",
      "Place",
      "ScreeningEvent",
      "WebSite",
    ]);
    expect(pages.reduce((n, { graph }) => n + ofType(graph, "ScreeningEvent").length, 0)).toBeGreaterThan(70);
  });

  it("defines every @id a node refers to on the same page, and writes each node with an @id once", { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    for (const { path, graph } of await graphs()) {
      const ids = graph.nodes.flatMap((n) => (n["@id"] ? [n["@id"]] : []));
      if (new Set(ids).size !== ids.length) problems.push(`${path}: an @id written twice`);
      // What a crawler follows: every object that is only an @id, anywhere in the page's JSON.
      const referred = graph.scripts.flatMap((script) => [...script.matchAll(/\{"@id":"([^"]+)"\}/g)].map((m) => m[1] ?? ""));
      for (const id of referred) if (!ids.includes(id)) problems.push(`${path}: ${id} is referred to but not written`);
    }
    expect(problems).toEqual([]);
  });

  it("leads every step of every page's BreadcrumbList to a page that answers, the page itself last", { timeout: 120_000 }, async () => {
    const steps = new Set<string>();
    let trails = 0;
    for (const { path, graph } of await graphs()) {
      for (const list of ofType(graph, "BreadcrumbList")) {
        trails++;
        const items = (list.itemListElement as { item: string }[]).map((i) => new URL(i.item).pathname);
        expect(items.at(-1), path).toBe(new URL(path, "https://x").pathname);
        for (const item of items) steps.add(item);
      }
    }
    expect(trails).toBeGreaterThan(50);
    for (const step of steps) expect((await fetchPage(step)).response.status, step).toBe(200);
  });

  it("points every image it names at a picture the site serves", { timeout: 120_000 }, async () => {
    const urls = new Set((await graphs()).flatMap(({ graph }) => imageUrls(graph)));
    expect(urls.size).toBeGreaterThan(10);
    for (const url of urls) {
      // Pictures are static assets: the platform serves them before the worker runs.
      const response = await env.ASSETS.fetch(new Request(`http://localhost${new URL(url).pathname}`));
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toMatch(/^image\//);
      // Google wants event and article pictures at least 720 pixels wide.
      if (url.endsWith(".jpg")) expect(jpegWidth(new Uint8Array(await response.arrayBuffer())), url).toBeGreaterThanOrEqual(720);
      else await response.body?.cancel();
    }
  });
});

describe("the structured-data checker", () => {
  it("lists what a thin event, film and place lack, where", () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@graph": [
        {
          "@type": "ScreeningEvent",
          name: "Film",
          startDate: "2025-09-16 18:00",
          offers: { "@type": "Offer", price: 110 },
          workPresented: { "@type": "Movie", name: "Film" },
        },
        { "@type": "Place", name: "Kino", address: { "@type": "PostalAddress", addressLocality: "Havvik" } },
        { "@type": "Recipe", name: "Fiskesuppe" },
      ],
    })}</script>`;
    const problems = structuredDataProblems(pageGraph(html), "/x");
    expect(problems).toEqual(
      expect.arrayContaining([
        '/x: ScreeningEvent «Film» 2025-09-16 18:00: startDate is not an ISO 8601 date-time with offset: "2025-09-16 18:00"',
        "/x: ScreeningEvent «Film» 2025-09-16 18:00: missing required location",
        "/x: ScreeningEvent «Film» 2025-09-16 18:00: missing recommended offers.validFrom",
        "/x: ScreeningEvent «Film» 2025-09-16 18:00: missing required workPresented.image",
        "/x: Place «Kino»: missing recommended address.streetAddress",
        "/x: Place «Kino»: missing expected geo",
        "/x: Recipe «Fiskesuppe»: no rules for type Recipe",
      ]),
    );
    // A film named on another page than its own may leave its year and director to its page (docs/decisions/053).
    expect(problems.filter((p) => p.includes("director") || p.includes("dateCreated"))).toEqual([]);
    // A screening needs no performer; an event without one is told.
    expect(problems.filter((p) => p.includes("performer"))).toEqual([]);
    const event = html.replace('"ScreeningEvent"', '"Event"');
    expect(structuredDataProblems(pageGraph(event), "/x")).toContain("/x: Event «Film» 2025-09-16 18:00: missing recommended performer");
  });
});
