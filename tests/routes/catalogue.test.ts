import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bundledSource } from "../../src/content/bundled-source";
import { decodeEntities, fetchPage, h1Of, mainOf, visitCached } from "../support/fetch-page";

/**
 * The film catalogues through the worker, at the demo's now (Wednesday 17 September 2025, noon):
 * /filmer and its filters in the address, its English twin, /buff-filmer, /kommende and /pa-kino-na
 * with "Nå og neste". A query value naming nothing the catalogue has is the site's 404, kept nowhere.
 */

type Card = { title: string; shown: boolean; data: Record<string, string>; html: string };

/** Every film card of the page, with its data attributes and whether a visitor sees it. */
function cards(html: string): Card[] {
  return [...mainOf(html).matchAll(/<li class="film-card"([^>]*)>([\s\S]*?)<\/li>(?=<li class="film-card"|<\/ul>)/g)].map((m) => {
    const attrs = m[1] ?? "";
    const data = Object.fromEntries([...attrs.matchAll(/data-([a-z-]+)="([^"]*)"/g)].map((a) => [a[1] ?? "", a[2] ?? ""]));
    const title = decodeEntities(/<h2 class="film-title"><a [^>]*>([^<]*)</.exec(m[2] ?? "")?.[1] ?? "");
    return { title, shown: !/ hidden=""/.test(attrs), data, html: m[2] ?? "" };
  });
}
const shown = (html: string) => cards(html).filter((c) => c.shown);
const titles = (html: string) => shown(html).map((c) => c.title);
const count = (html: string) => /class="cat-count" role="status">([^<]*)</.exec(html)?.[1];

beforeAll(() => fetchPage("/filmer"), 30_000);

describe("/filmer", () => {
  it("shows every film with its facts, its next screening and a ticket to it, by title", async () => {
    const { response, html } = await fetchPage("/filmer");
    expect(response.status).toBe(200);
    const all = shown(html);
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(count(html)).toBe(`${all.length} filmer`);
    expect(all.map((c) => c.title)).toEqual([...all.map((c) => c.title)].sort(new Intl.Collator("nb").compare));
    const kystlinjer = all.find((c) => c.title === "Kystlinjer");
    expect(kystlinjer?.html).toContain("1\u00a0t 42\u00a0min · 12\u00a0år · Norge");
    // Each card's ticket goes to the screening the card names.
    for (const card of all.filter((c) => c.data["status"] === "on-sale")) {
      expect(card.html).toContain(`href="https://billett.havvikkino.no/event/${card.data["event-id"]}"`);
      expect(card.html).toContain(">Kjøp billett<");
    }
  });

  it("filters by country, subtitles and language from the address, each option counting with the others applied", async () => {
    const { response, html } = await fetchPage("/filmer?land=finland");
    expect(response.status).toBe(200);
    expect(shown(html).length).toBeGreaterThan(0);
    expect(shown(html).length).toBeLessThan(cards(html).length);
    expect(shown(html).every((c) => c.data["land"]?.split(" ").includes("finland"))).toBe(true);
    expect(count(html)).toBe(`${shown(html).length} ${shown(html).length === 1 ? "film" : "filmer"}`);
    const english = await fetchPage("/filmer?tekst=engelsk&sprak=norsk");
    expect(shown(english.html).every((c) => c.data["tekst"]?.includes("engelsk") && c.data["sprak"]?.includes("norsk"))).toBe(true);
    expect(titles(english.html)).toContain("Kystlinjer");
    // The country select counts films with English subtitles in Norwegian, per country.
    const norway = shown(english.html).filter((c) => c.data["land"]?.includes("norge")).length;
    expect(english.html).toContain(`data-label="Norge">Norge (${norway})</option>`);
  });

  it("length groups partition the films by running time: each film in one, a short-film evening by its length", async () => {
    const { html } = await fetchPage("/filmer");
    const all = cards(html);
    const groups = ["kort", "under-90", "90-120", "over-120"];
    const counts = await Promise.all(groups.map(async (g) => titles((await fetchPage(`/filmer?lengde=${g}`)).html)));
    expect(counts.reduce((sum, list) => sum + list.length, 0)).toBe(all.length);
    expect(new Set(counts.flat()).size).toBe(all.length);
    expect(counts[0]).toContain("Knøttekino: små filmer for små folk");
    expect(counts[0]).not.toContain("Kortfilmkonkurransen 1: Hjem");
    expect(counts[1]).toContain("Kortfilmkonkurransen 1: Hjem");
    expect(html).toContain('data-label="41–89 min"');
  });

  it("sorts by next screening when asked", async () => {
    const { html } = await fetchPage("/filmer?sorter=neste");
    const next = shown(html).map((c) => Number(c.data["next"] ?? Number.POSITIVE_INFINITY));
    expect(next).toEqual([...next].sort((a, b) => a - b));
  });

  it("a GET form's empty fields and the default order give the clean link's films", async () => {
    const sent = await fetchPage("/filmer?land=&sprak=norsk&tekst=&program=&sjanger=&dag=&sorter=tittel");
    const clean = await fetchPage("/filmer?sprak=norsk");
    expect(sent.response.status).toBe(200);
    expect(titles(sent.html)).toEqual(titles(clean.html));
  });

  it("a malformed value never reaches the page: it is the page without it", async () => {
    const plain = titles((await fetchPage("/filmer")).html);
    for (const query of ["dag=i-morgen", "land=%3Cscript%3E", "tekst=Engelsk%20tekst", "sorter=pris", "grense=" + "9".repeat(80)]) {
      const { response, html } = await fetchPage(`/filmer?${query}`);
      expect(response.status, query).toBe(200);
      expect(titles(html), query).toEqual(plain);
    }
  });

  it("answers the site's 404 for a value that names nothing, and neither the edge cache nor KV keeps it", async () => {
    // The page's and the 404 page's own data are in KV once per content version, whatever the query.
    await visitCached("/filmer");
    await visitCached("/finnes-ikke");
    const keysBefore = (await env.PAGES.list()).keys.map((k) => k.name).sort();
    for (const query of ["land=atlantis", "dag=2031-01-01", "sjanger=western", "land=norge&sprak=klingon", "program=ukjent-del", "lengde=evig"]) {
      const { response, html, edge } = await visitCached(`/filmer?${query}`);
      expect(response.status, query).toBe(404);
      expect(h1Of(html), query).toBe("Fant ikke siden");
      expect(edge, query).toBe("bypass");
      expect((await visitCached(`/filmer?${query}`)).edge, `${query} again`).toBe("bypass");
    }
    expect((await env.PAGES.list()).keys.map((k) => k.name).sort()).toEqual(keysBefore);
    // A value the catalogue has is a page like any other, kept once rendered.
    expect((await visitCached("/filmer?land=finland")).edge).toBe("miss");
    expect((await env.PAGES.list()).keys.length).toBeGreaterThan(keysBefore.length);
  });
});

describe("/english-films", () => {
  it("is the catalogue in English, twin of /filmer, reading the same parameters", async () => {
    const { response, html } = await fetchPage("/english-films?land=norge");
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="en"');
    expect(h1Of(html)).toBe("Films");
    const main = mainOf(html);
    expect(main).toContain('<a href="/filmer" hrefLang="nb" lang="nb" class="twin-link">');
    expect(main).toContain('data-label="Norway" selected="">Norway (');
    expect(main).toContain("English subtitles (");
    expect(main).toContain(">Buy ticket<");
    expect(main).toMatch(/<a href="\/kystlinjer-DXM10234">[^<]+<\/a><span lang="nb"> \(Kystlinjer\)<\/span>/);
    expect(count(html)).toMatch(/^\d+ films?$/);
    expect(mainOf((await fetchPage("/filmer")).html)).toContain('<a href="/english-films" hrefLang="en" lang="en" class="twin-link">');
    expect(mainOf((await fetchPage("/english-program")).html)).toContain('href="/english-films"');
    expect((await fetchPage("/english-films?land=atlantis")).response.status).toBe(404);
  });
});

describe("/buff-filmer, /kommende and /pa-kino-na", () => {
  it("/buff-filmer shows BUFF's films (those with a BUFF screening while the collection is empty)", async () => {
    const { response, html } = await fetchPage("/buff-filmer");
    expect(response.status).toBe(200);
    expect(titles(html)).toContain("Måkeøya");
    expect(titles(html)).not.toContain("Stormvarsel");
  });

  it("/kommende shows the films still to come, by their next screening", async () => {
    const { html } = await fetchPage("/kommende");
    // The content's coming films (objectClass movie_coming), soonest screening first.
    const { bundle } = await bundledSource.load();
    const now = Date.parse("2025-09-17T12:00:00+02:00");
    const next = (id: string) =>
      Math.min(...bundle.events.filter((e) => e.production.id === id && Date.parse(e.startsAt) > now).map((e) => Date.parse(e.startsAt)));
    const coming = bundle.productions.filter((p) => p.object === "movie" && p.objectClass === "movie_coming").sort((a, b) => next(a.id) - next(b.id));
    expect(coming.length).toBeGreaterThan(1);
    expect(titles(html)).toEqual(coming.map((p) => p.title));
    expect(html).toContain('<option value="neste" selected="">Neste visning</option>');
  });

  it("/pa-kino-na leads with the screenings starting soon, each with its time, room and ticket, then the films showing", async () => {
    const { response, html } = await fetchPage("/pa-kino-na");
    expect(response.status).toBe(200);
    const main = mainOf(html);
    const nowAndNext = main.slice(main.indexOf("Nå og neste"), main.indexOf('class="block b-catalogue"'));
    expect(nowAndNext).toContain("Nå og neste");
    const rows = [
      ...nowAndNext.matchAll(/<li class="screening[^"]*" data-event-id="([^"]+)"[\s\S]*?<time class="screening-time" dateTime="([^"]+)">([^<]+)<\/time>/g),
    ];
    expect(rows.length).toBeGreaterThan(0);
    for (const [, , startsAt] of rows) {
      const start = Date.parse(startsAt ?? "");
      expect(start).toBeGreaterThan(Date.parse("2025-09-17T12:00:00+02:00"));
      expect(start).toBeLessThan(Date.parse("2025-09-18T00:00:00+02:00"));
    }
    expect(nowAndNext).toMatch(/Sal \d/);
    expect(nowAndNext).toContain("Kjøp billett");
    expect(main.indexOf("Nå og neste")).toBeLessThan(main.indexOf("Filmene som går nå"));
    expect(shown(html).length).toBeGreaterThan(0);
  });

  it("/pa-kino-na lists the cinema's own films, each card naming its next cinema screening, not the festival's catalogue again", async () => {
    const { html } = await fetchPage("/pa-kino-na");
    const { bundle } = await bundledSource.load();
    const now = Date.parse("2025-09-17T12:00:00+02:00");
    const cinema = bundle.events.filter((e) => e.section === "cinema" && Date.parse(e.startsAt) > now);
    const films = shown(html);
    expect(films.length).toBeGreaterThan(5);
    expect(films.length).toBeLessThan(bundle.productions.length / 2);
    for (const card of films) {
      const shownNext = bundle.events.find((e) => e.id === card.data["event-id"]);
      expect(shownNext?.section).toBe("cinema");
      const next = cinema.filter((e) => e.production.id === shownNext?.production.id).sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
      expect(shownNext?.id).toBe(next?.id);
      // The card's ticket is that cinema screening's own.
      if (card.data["status"] === "on-sale") expect(card.html).toContain(`href="${next?.ticketUrl}"`);
    }
  });
});
