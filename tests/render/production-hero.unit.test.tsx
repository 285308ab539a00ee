import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { Production } from "../../src/content/production";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { block, ctx, data, film, page, screening } from "./fixtures";

// The site clock in ctx(): Wednesday 17 September 2025, 12:00 in Havvik.
const kortfilm: Production = {
  ...film,
  features: [
    { name: "Regi", value: "Kari Nordmann" },
    { name: "Sjanger", value: "Drama" },
    { name: "Lengde", value: "1 t 38 min" },
    { name: "Aldersgrense", value: "12 år" },
    { name: "Språk", value: "Nordsamisk" },
    { name: "Undertekster", value: "Norsk" },
  ],
};

const filmPage = (events: ReturnType<typeof screening>[], production: Production = kortfilm) =>
  renderToString(
    <PageBlocks
      data={data(
        page([block("production-hero", "h", 1), block("movie-info", "a", 2, { props: { variant: "about" } }), block("ticket-list", "t", 3)], {
          path: "/:production",
        }),
        {
          document: { kind: "production", production, events },
        },
      )}
      ctx={ctx()}
    />,
  );

/** The hero's markup: what the first screen holds. */
const hero = (html: string) => html.slice(html.indexOf('class="block b-film-hero"'), html.indexOf("b-movie-about"));

describe("the first screen of a film page", () => {
  test("holds the picture, the title as the page's one h1 and one line of facts", () => {
    const html = filmPage([screening("s1", "2025-09-18T20:00:00+02:00")]);
    const first = hero(html);
    expect(first).toMatch(
      /<img src="https:\/\/img\.example\.no\/nordlys\.jpg" alt="Nordlys over fjorden" width="1920" height="1080" loading="eager" fetchPriority="high" class="film-hero-image"/,
    );
    expect(first).toContain('<h1 class="hero-title">Nordlys og natt</h1>');
    expect(html.match(/<h1/g)).toHaveLength(1);
    // Age, length, language with subtitles, genre — in the order a visitor decides by; the director waits for the facts list.
    expect(first).toContain('<p class="hero-facts">12 år · 1 t 38 min · Nordsamisk · Tekst: norsk · Drama</p>');
    expect(first).not.toContain("Kari Nordmann");
  });

  test("offers the next screening with its ticket button and links down to every screening", () => {
    const html = filmPage([
      screening("over", "2025-09-16T18:00:00+02:00"),
      screening("neste", "2025-09-18T20:00:00+02:00"),
      screening("senere", "2025-09-20T16:00:00+02:00"),
    ]);
    const first = hero(html);
    expect(first).toContain("Neste visning");
    expect(first).toContain("Torsdag 18. september 20:00");
    expect(first).toContain('data-event-id="neste"');
    expect(first).toMatch(/<a href="https:\/\/billett\.example\.no\/nff\/neste" target="_blank" rel="noopener" class="button ticket-button">.*Kjøp billett/);
    expect(first).toContain('<a class="hero-all" href="#visninger">Alle 3 visninger');
    expect(html).toContain('<section class="block b-ticket-list" id="visninger"');
    // The synopsis comes after, under its own name.
    expect(html).toContain('<h2 class="block-title">Om filmen</h2>');
    expect(html).not.toContain(">Fakta<");
  });

  test("skips a sold-out evening for the next screening with tickets left, and says so", () => {
    const first = hero(filmPage([screening("fullt", "2025-09-18T20:00:00+02:00", { soldOut: true }), screening("ledig", "2025-09-19T20:00:00+02:00")]));
    expect(first).toContain("Neste visning med ledige billetter");
    expect(first).toContain("nff/ledig");
    expect(first).not.toContain("nff/fullt");
  });

  test("says Utsolgt, without a ticket link, when every screening left is sold out", () => {
    const first = hero(filmPage([screening("fullt", "2025-09-18T20:00:00+02:00", { soldOut: true })]));
    expect(first).toContain('<span class="sold-out">Utsolgt</span>');
    expect(first).not.toContain("ticket-button");
  });

  test("says Ingen flere visninger once the last screening has started", () => {
    const first = hero(filmPage([screening("over", "2025-09-16T18:00:00+02:00")]));
    expect(first).toContain('<p class="hero-none">Ingen flere visninger</p>');
    expect(first).not.toContain("ticket-button");
    expect(first).toContain("Se visningen");
  });

  test("a culture page's line says where, when, for whom and the price", () => {
    const fest: Production = {
      ...film,
      object: "culture",
      title: "Åpningsfest",
      features: [
        { name: "Sted", value: "Kulturhuset" },
        { name: "Dato", value: "15. september" },
        { name: "Aldersgrense", value: "18 år" },
        { name: "Pris", value: "425 kr" },
      ],
    };
    const html = renderToString(
      <PageBlocks
        data={data(page([block("production-hero", "h", 1)], { path: "/:culture" }), { document: { kind: "culture", production: fest, events: [] } })}
        ctx={ctx()}
      />,
    );
    expect(html).toContain('<h1 class="hero-title">Åpningsfest</h1>');
    expect(html).toContain('<p class="hero-facts">Kulturhuset · 15. september · 18 år · 425 kr</p>');
    expect(html).toContain("Ingen flere visninger");
  });
});

describe("a page's title is said once", () => {
  test("a cover on a page with a title block shows no heading of its own (BUFF's dark band)", () => {
    const html = renderToString(
      <PageBlocks
        data={data(
          page([
            block("title", "t", 1, { props: { title: "BUFF" } }),
            block("cover", "c", 2, {
              props: { image: { url: "/images/buff.jpg", alt: "BUFF-plakat" }, heading: "BUFF 10.–12. oktober 2025", text: "Tre dager med film." },
            }),
          ]),
        )}
        ctx={ctx()}
      />,
    );
    expect(html).toContain('<h1 class="page-title">BUFF</h1>');
    expect(html).not.toContain("cover-heading");
    expect(html).not.toContain("BUFF 10.–12. oktober 2025");
    expect(html).toContain("Tre dager med film.");
  });

  test("a cover without a title block on the page keeps its heading as the h1", () => {
    const html = renderToString(<PageBlocks data={data(page([block("cover", "c", 1, { props: { heading: "Fant ikke siden" } })]))} ctx={ctx()} />);
    expect(html).toContain('<h1 class="cover-heading">Fant ikke siden</h1>');
  });
});
