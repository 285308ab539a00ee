import { describe, expect, it } from "vitest";
import { pageGraph } from "../render/structured-data-graph";
import { fetchPage, mainOf } from "../support/fetch-page";

/**
 * What the documents weigh on the wire, and what a smaller document must still carry
 * (docs/decisions/053). A document within TCP's first window (10 × 1,460 B, head and compressed
 * body) arrives in one round trip; `npm run bench:wire` prints the figures as `wrangler dev` sends
 * them. The busiest day and the catalogue are two windows: every screening and every film is in
 * them, which the checks below hold to, whatever is shaved off their markup.
 */

/** TCP's first congestion window: what one round trip brings (Lighthouse's Lantern counts the same). */
const FIRST_WINDOW = 14_600;
const BUSIEST_DAY = "2025-09-20";

/** The response head as HTTP/1.1 sends it: status line, headers, blank line. */
function headBytes(response: Response): number {
  const lines = [`HTTP/1.1 ${response.status} OK`, ...[...response.headers].map(([name, value]) => `${name}: ${value}`)];
  return new TextEncoder().encode(`${lines.join("\r\n")}\r\n\r\n`).byteLength;
}

/** The body as the server compresses it for Chromium (gzip, the platform's level). */
async function gzipBytes(html: string): Promise<number> {
  return (await new Response(new Blob([html]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer()).byteLength;
}

/** The chosen day's rows, each its markup up to the next row (the last up to the page's structured data). */
const rows = (html: string) =>
  mainOf(html)
    .split(/<script type="application\/ld\+json">/)[0]
    ?.split(/<li class="screening[ "]/)
    .slice(1) ?? [];

describe("documents on the wire", () => {
  it.each([
    ["the front page", "/"],
    ["a film page", "/kystlinjer-DXM10234"],
    ["an article", "/article/datoene-for-nff-2025-er-klare"],
  ])("%s arrives in the first round trip: head and gzip body within 14,600 bytes", async (_kind, path) => {
    const { response, html } = await fetchPage(path);
    expect(response.status).toBe(200);
    expect(headBytes(response) + (await gzipBytes(html))).toBeLessThanOrEqual(FIRST_WINDOW);
  });

  it("the busiest day keeps, for every screening, its time, film, place and ticket, in the rows and in the structured data", async () => {
    const { response, html } = await fetchPage(`/kinoprogram?dag=${BUSIEST_DAY}`);
    expect(response.status).toBe(200);
    const day = rows(html);
    const tabCount = new RegExp(`data-day="${BUSIEST_DAY}" aria-current="page">[\\s\\S]*?<span class="day-tab-count">(\\d+) visninger`).exec(html)?.[1];
    expect(day.length).toBe(Number(tabCount));
    expect(day.length).toBeGreaterThanOrEqual(40);
    for (const row of day) {
      expect(row).toMatch(new RegExp(`<time class="screening-time" dateTime="${BUSIEST_DAY}T\\d\\d:\\d\\d:00\\+02:00">\\d\\d:\\d\\d`));
      expect(row).toMatch(/<p class="screening-title"><a href="\/[a-z0-9-]+-DXM\d+">[^<]+<\/a>/);
      expect(row).toMatch(/class="screening-place"[^>]*>[^<]+</);
      expect(row).toMatch(
        /<a href="https:\/\/billett\.havvikkino\.no\/event\/[^"]+"[^>]*class="button ticket-button|class="sold-out"|class="screening-cancelled"/,
      );
    }
    const graph = pageGraph(html);
    const screenings = graph.nodes.filter((n) => n["@type"] === "ScreeningEvent");
    expect(screenings).toHaveLength(day.length);
    for (const s of screenings) {
      expect(s.name).toBeTruthy();
      expect(String(s.startDate)).toMatch(new RegExp(`^${BUSIEST_DAY}T`));
      const place = graph.resolve(s.location);
      expect(place.name).toBeTruthy();
      expect(place.address).toBeTruthy();
      const film = graph.resolve(s.workPresented);
      expect(film).toMatchObject({ "@type": "Movie", name: expect.any(String), image: expect.stringMatching(/^https:\/\//) });
      expect(film["@id"]).toMatch(/#film$/);
    }
  });

  it("the catalogue keeps, for every film, its title, link, poster and the facts its filters read", async () => {
    const { html } = await fetchPage("/filmer");
    const cards = [...mainOf(html).matchAll(/<li class="film-card"([^>]*)>([\s\S]*?)<\/li>(?=<li class="film-card"|<\/ul>)/g)];
    expect(`${cards.length} filmer`).toBe(/class="cat-count" role="status">([^<]*)</.exec(html)?.[1]);
    for (const [, attrs = "", card = ""] of cards) {
      for (const facet of ["program", "land", "sprak", "tekst", "sjanger", "lengde", "grense", "s"])
        expect(attrs).toMatch(new RegExp(` data-${facet}="[^"]+"`));
      expect(card).toMatch(/<h2 class="film-title"><a href="\/[a-z0-9-]+-DXM\d+">[^<]+<\/a><\/h2>/);
      expect(card).toMatch(/<img src="\/img\/[^"]+" srcSet="[^"]+"/);
    }
  });
});
