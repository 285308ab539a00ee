import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { resetWarnings } from "../../src/render/blocks/warn-once";
import { article, block, ctx, data, film, page, screening } from "./fixtures";

const render = (d: ReturnType<typeof data>, query: Record<string, string> = {}) => renderToString(<PageBlocks data={d} ctx={ctx({ query })} />);

afterEach(() => {
  resetWarnings();
  vi.restoreAllMocks();
});

describe("page blocks", () => {
  test("an unknown component renders nothing, is logged once, and the rest of the page still renders", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const d = data(
      page([
        block("title", "t", 1, { props: { title: "Festivalen" } }),
        block("fancy-widget", "x", 2),
        block("content", "c", 3, { props: { html: "<p>Velkommen til Havvik.</p>" } }),
      ]),
    );
    const html = render(d);
    render(d);
    expect(html).toContain("<h1");
    expect(html).toContain("Velkommen til Havvik.");
    expect(html).not.toContain("fancy-widget");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("fancy-widget");
  });

  test("hidden blocks are not rendered", () => {
    const html = render(
      data(page([block("title", "t", 1, { props: { title: "Synlig" } }), block("content", "c", 2, { hide: true, props: { html: "<p>Skjult tekst</p>" } })])),
    );
    expect(html).toContain("Synlig");
    expect(html).not.toContain("Skjult tekst");
  });

  test("blocks come in place order: row, then column, then order", () => {
    const at = (id: string, row: number, column: number, order: number, text: string) =>
      block("content", id, order, { place: { row, column, order }, props: { html: `<p>${text}</p>` } });
    const html = render(data(page([at("c", 2, 1, 1, "tredje"), at("b", 1, 2, 0, "andre"), at("a", 1, 1, 9, "første")])));
    expect([html.indexOf("første"), html.indexOf("andre"), html.indexOf("tredje")]).toEqual(
      [...[html.indexOf("første"), html.indexOf("andre"), html.indexOf("tredje")]].sort((x, y) => x - y),
    );
  });

  test("a block whose props do not fit its schema renders nothing and the page goes on", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const html = render(
      data(page([block("movie-info", "m", 1, { props: { variant: "everything" } }), block("content", "c", 2, { props: { html: "<p>Videre</p>" } })])),
    );
    expect(html).not.toContain("b-movie");
    expect(html).toContain("Videre");
    expect(warn).toHaveBeenCalledOnce();
  });

  test("a page without a title block gets one hidden h1 with the page title", () => {
    const html = render(data(page([block("content", "c", 1, { props: { html: "<p>x</p>" } })], { title: "Kinoprogram" })));
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<h1 class="sr-only">Kinoprogram</h1>');
  });
});

describe("cards", () => {
  test("card links to article slugs with < & and quotes are percent-encoded", () => {
    const slug = `rock & film <3: "nord", 'sør' + mer=bra!`;
    const d = data(page([block("card-list", "k", 1, { data: ["nyheter"], props: { title: "Nyheter" } })]), {
      sources: { nyheter: { model: "article", items: [article(slug)] } },
    });
    // React writes ' in attributes as &#x27;; the browser reads it back as '.
    const html = render(d).replaceAll("&#x27;", "'");
    expect(html).toContain(`href="/article/${encodeURIComponent(slug)}"`);
    expect(html).toContain("href=\"/article/rock%20%26%20film%20%3C3%3A%20%22nord%22%2C%20's%C3%B8r'%20%2B%20mer%3Dbra!\"");
    expect(html).not.toContain("/article/rock &");
    expect(html).toContain("12. sep. 2025");
  });

  test("a card list keeps its source's order (the source decides: content/resolve-sources.ts) and honours its limit", () => {
    const items = [
      article("ny", { id: "00000000-0000-4000-8000-000000000003", createdAt: 3 }),
      article("festet", { id: "00000000-0000-4000-8000-000000000002", createdAt: 2, order: 3 }),
      article("gammel", { id: "00000000-0000-4000-8000-000000000001", createdAt: 1 }),
    ];
    const html = render(data(page([block("card-list", "k", 1, { data: ["a"], props: { limit: 2 } })]), { sources: { a: { model: "article", items } } }));
    expect(html.indexOf("/article/ny")).toBeLessThan(html.indexOf("/article/festet"));
    expect(html).not.toContain("/article/gammel");
  });

  test("film cards link to /{parentSlug}, culture cards to /{pageReference}", () => {
    const culture = { ...film, id: "p2", object: "culture" as const, parentSlug: undefined, pageReference: "konsert & kino", title: "Konsert" };
    const d = data(page([block("events", "e", 1, { data: ["p"] })]), { sources: { p: { model: "production", items: [film, culture], events: [] } } });
    const html = render(d);
    expect(html).toContain('href="/nordlys-og-natt-DXM1001"');
    expect(html).toContain('href="/konsert%20%26%20kino"');
  });

  test("the events block filters by collection", () => {
    const other = { ...film, id: "p3", parentSlug: "annen-DXM2", title: "Annen film", collections: [] };
    const d = data(page([block("events", "e", 1, { data: ["p"], props: { collection: "featured_movies" } })]), {
      sources: { p: { model: "production", items: [film, other], events: [] } },
    });
    const html = render(d);
    expect(html).toContain("Nordlys og natt");
    expect(html).not.toContain("Annen film");
  });
});

describe("film page blocks", () => {
  const events = [screening("e2", "2025-09-11T20:00:00+02:00", { soldOut: true }), screening("e1", "2025-09-10T18:30:00+02:00")];
  const filmPage = (blocks: ReturnType<typeof block>[]) =>
    data(page(blocks, { path: "/:production" }), { document: { kind: "production", production: film, events } });

  test("the cover shows the production's first image, cropped at its focal point, loaded first", () => {
    const html = render(filmPage([block("cover", "c", 1), block("title", "t", 2)]));
    expect(html).toMatch(
      /<img src="https:\/\/img\.example\.no\/nordlys\.jpg" alt="Nordlys over fjorden" width="1920" height="1080" loading="eager" fetchPriority="high" class="cover-image" style="object-position:50% 40%"/,
    );
    expect(html).toContain('<h1 class="page-title">Nordlys og natt</h1>');
  });

  test("a culture page without a title block shows the production title on its cover as the h1", () => {
    const culture = { ...film, object: "culture" as const, title: "Åpningsfest" };
    const d = data(page([block("cover", "c", 1), block("movie-info", "m", 2, { props: { variant: "facts" } }), block("ticket-list", "t", 3)]), {
      document: { kind: "culture", production: culture, events: [] },
    });
    const html = render(d);
    expect(html).toContain('<h1 class="cover-heading">Åpningsfest</h1>');
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  test("the ticket list shows each screening with time, ticket link in a new window, or Utsolgt", () => {
    // Before the screenings start (after, they show "Visningen er over": tests/render/programme.test.tsx).
    const html = renderToString(<PageBlocks data={filmPage([block("ticket-list", "tl", 1)])} ctx={ctx({ now: Date.parse("2025-09-01T12:00:00+02:00") })} />);
    expect(html.indexOf("Onsdag 10. september 18:30")).toBeGreaterThan(-1);
    expect(html.indexOf("Onsdag 10. september")).toBeLessThan(html.indexOf("Torsdag 11. september"));
    expect(html).toMatch(/<a href="https:\/\/billett\.example\.no\/nff\/e1" target="_blank" rel="noopener"/);
    expect(html).not.toContain("nff/e2");
    expect(html).toContain("Utsolgt");
    expect(html.replace(/<a href="\/steder#havvik-kino"[^>]*>(.*?)<\/a>/g, "$1")).toContain("Havvik kino, Sal 1 · 12\u00a0år · 98\u00a0min");
  });

  test("without screenings the ticket list says none are scheduled yet", () => {
    const d = data(page([block("ticket-list", "tl", 1)]), { document: { kind: "production", production: film, events: [] } });
    expect(render(d)).toContain("Ingen visninger er satt opp ennå.");
  });

  test("movie facts list the features; the personal variant holds the rating and reviews island around the watch-list island", () => {
    const html = render(
      filmPage([block("movie-info", "f", 1, { props: { variant: "facts" } }), block("movie-info", "p", 2, { props: { variant: "personal" } })]),
    );
    expect(html).toContain("<dt>Regi</dt><dd>Kari Nordmann</dd>");
    expect(html).toContain('<script type="application/json" data-island-props="movie-public">{"ediNumber":"1001"}</script>');
    expect(html).toContain('<script type="application/json" data-island-props="movie-personal">{"ediNumber":"1001"}</script>');
    const publicIsland = html.slice(html.indexOf('data-island="movie-public"'), html.indexOf('data-island-props="movie-public"'));
    // Without JavaScript, the watch-list button is a link to Min side, inside the public island.
    expect(publicIsland).toMatch(
      /data-island="movie-personal"><div class="watchlist-action"><a class="button button-quiet" href="\/min-side">Logg inn for å legge filmen i listen din<\/a>/,
    );
    // Without JavaScript no reviews come: their heading is hidden until the island fills the box.
    expect(publicIsland).toContain('<div class="reviews" data-movie-reviews="" hidden=""><h3>Anmeldelser</h3></div>');
  });

  test("the programme groups screenings under Norwegian day headings and links each title", () => {
    const d = data(page([block("programme", "p", 1, { data: ["filmer"], props: { title: "Kinoprogram" } })]), {
      sources: { filmer: { model: "production", items: [film], events } },
    });
    const html = render(d);
    const days = [...html.matchAll(/<h3 class="day-heading">([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(days).toEqual(["Onsdag 10. september", "Torsdag 11. september"]);
    expect(html).toContain('<a href="/nordlys-og-natt-DXM1001">Nordlys og natt</a>');
    expect(html).toContain(">18:30<");
  });

  test("the programme honours section and day bounds", () => {
    const mixed = [...events, screening("b1", "2025-10-10T10:00:00+02:00", { section: "buff" })];
    const d = data(page([block("programme", "p", 1, { props: { section: "festival", from: "2025-09-11" } })]), {
      sources: { filmer: { model: "production", items: [film], events: mixed } },
    });
    const html = render(d);
    expect(html).toContain("Torsdag 11. september");
    expect(html).not.toContain("Onsdag 10. september");
    expect(html).not.toContain("Fredag 10. oktober");
  });
});

describe("article and search blocks", () => {
  test("an article shows its body, published and updated dates, and a real author only", () => {
    const full = { ...article("sak"), content: "<p>Brødtekst</p>", node_locale: "nb" as const, author: "admin", updatedAt: Date.UTC(2025, 8, 15, 12) };
    const { excerpt: _excerpt, ...body } = full;
    const html = render(data(page([block("article", "a", 1)]), { document: { kind: "article", article: body } }));
    expect(html).toContain("Publisert 12. september 2025");
    expect(html).toContain("Oppdatert 15. september 2025");
    expect(html).not.toContain("Av admin");
    expect(html).toContain("<p>Brødtekst</p>");
  });

  test("an article's update is never shown later than the site's clock", () => {
    const full = { ...article("sak"), content: "<p>Brødtekst</p>", node_locale: "nb" as const, updatedAt: Date.UTC(2026, 10, 27, 12) };
    const { excerpt: _excerpt, ...body } = full;
    const html = render(data(page([block("article", "a", 1)]), { document: { kind: "article", article: body } }));
    expect(html).toContain("Oppdatert 17. september 2025");
    expect(html).not.toContain("2026");
  });

  test("the search block fills the field with the query and shows it as text, never markup", () => {
    const html = render(data(page([block("search", "s", 1)])), { q: "<script>alert(1)</script>" });
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert");
    expect(html).toMatch(/<form role="search"[^>]* action="\/search" method="get"/);
  });

  test("news-subscribe links honestly to the external sign-up page", () => {
    const html = render(
      data(
        page([
          block("news-subscribe", "n", 1, {
            props: { title: "Nyhetsbrev", text: "Få nytt fra festivalen.", actionUrl: "https://nyhetsbrev.example.no/nff", buttonLabel: "Meld deg på" },
          }),
        ]),
      ),
    );
    expect(html).toContain('<h2 class="block-title">Nyhetsbrev</h2>');
    expect(html).toMatch(/<a href="https:\/\/nyhetsbrev\.example\.no\/nff" class="button button-light">Meld deg på/);
  });

  test("a slideshow of articles is a scroll strip with one link per slide and no autoplay", () => {
    // In the source's order (pinned first by default: content/resolve-sources.ts).
    const items = [article("to", { id: "00000000-0000-4000-8000-00000000000b", order: 1 }), article("en", { id: "00000000-0000-4000-8000-00000000000a" })];
    const html = render(data(page([block("slideshow", "s", 1, { data: ["a"] })]), { sources: { a: { model: "article", items } } }));
    expect(html).toContain('aria-roledescription="karusell"');
    expect(html.indexOf("/article/to")).toBeLessThan(html.indexOf("/article/en"));
    expect(html).toContain('fetchPriority="high"');
    expect(html).toMatch(/class="slide-arrow slide-next" aria-hidden="true" tabindex="-1"/i);
  });
});
