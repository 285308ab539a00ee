import { beforeAll, describe, expect, it } from "vitest";
import { bundledSource } from "../../src/content/bundled-source";
import { fetchPage, mainOf } from "../support/fetch-page";
import { ISO_WITH_OFFSET, listedStarts, ofType, pageGraph, type LdNode, type PageGraph } from "./structured-data-graph";

// The first request of a fresh isolate parses and sanitizes all content: not what is tested here.
beforeAll(() => fetchPage("/kinoprogram"), 30_000);

const ORIGIN = "https://www.nordkystfilm.no";
/** The site's clock in these tests (DEMO_NOW): Wednesday 17 September 2025, 12:00. */
const NOW = Date.parse("2025-09-17T12:00:00+02:00");
const absolute = /^https:\/\/www\.nordkystfilm\.no\//;

async function graphOf(path: string): Promise<{ graph: PageGraph; html: string }> {
  const { response, html } = await fetchPage(path);
  expect(response.status, path).toBe(200);
  return { graph: pageGraph(html), html };
}

/** What every event node must say for a rich result: when, where, tickets, who. */
function expectEvent(graph: PageGraph, e: LdNode, place: "MovieTheater" | "Place") {
  expect(e.name).toEqual(expect.any(String));
  expect(e.url).toMatch(absolute);
  expect(e.startDate).toMatch(ISO_WITH_OFFSET);
  expect(e.endDate).toMatch(ISO_WITH_OFFSET);
  expect(Date.parse(String(e.endDate))).toBeGreaterThan(Date.parse(String(e.startDate)));
  expect(["https://schema.org/EventScheduled", "https://schema.org/EventCancelled"]).toContain(e.eventStatus);
  // A cancelled screening sells nothing: its offer says so, never InStock beside EventCancelled.
  const availability = (e.offers as LdNode | undefined)?.availability;
  if (e.eventStatus === "https://schema.org/EventCancelled") expect(availability).toBe("https://schema.org/Discontinued");
  else if (availability !== undefined) expect(availability).not.toBe("https://schema.org/Discontinued");
  // The place is written once in the graph, and the event refers to it by its section of the places page.
  expect(Object.keys(e.location as LdNode)).toEqual(["@id"]);
  const location = graph.resolve(e.location);
  expect(location["@id"]).toMatch(/^https:\/\/www\.nordkystfilm\.no\/steder#[a-z-]+$/);
  expect(location["@type"]).toBe(place);
  expect(location.name).toMatch(/\S/);
  // Every demo place is described: the street address a map can find, and its coordinates.
  expect(location.address).toEqual({
    "@type": "PostalAddress",
    streetAddress: expect.stringMatching(/\S+ \d+/),
    postalCode: expect.stringMatching(/^\d{4}$/),
    addressLocality: "Havvik",
    addressRegion: "Finnmark",
    addressCountry: "NO",
  });
  expect(location.geo).toEqual({ "@type": "GeoCoordinates", latitude: expect.any(Number), longitude: expect.any(Number) });
  expect(location.url).toBe(location["@id"]);
  // A screening that has started sells nothing: it has no offer (the page says "Visningen er over").
  const started = Date.parse(String(e.startDate)) <= NOW && e.eventStatus !== "https://schema.org/EventCancelled";
  if (started) expect(e).not.toHaveProperty("offers");
  const offer = (started ? { "@type": "Offer", url: "https://-", availability: "https://schema.org/SoldOut" } : e.offers) as LdNode;
  expect(offer["@type"]).toBe("Offer");
  expect(offer.url).toMatch(/^https:\/\//);
  expect(["https://schema.org/InStock", "https://schema.org/SoldOut", "https://schema.org/Discontinued"]).toContain(offer.availability);
  if (offer.price !== undefined) expect(offer.priceCurrency).toBe("NOK");
  const organizer = graph.resolve(e.organizer);
  expect(organizer["@type"]).toBe("Organization");
  expect(organizer.name).toBe("Nordkyst filmfestival");
  expect((organizer.logo as LdNode).url).toMatch(absolute);
}

describe("structured data of film pages", () => {
  it("offers no tickets for a screening that has started, and tickets in stock for one to come", async () => {
    const { graph } = await graphOf("/kystlinjer-DXM10234");
    const at = (start: string) => ofType(graph, "ScreeningEvent").find((s) => s.startDate === start);
    const over = at("2025-09-16T18:00:00+02:00");
    expect(over, "16 September 18:00").toBeDefined();
    expect(over).not.toHaveProperty("offers");
    expect((at("2025-09-18T20:30:00+02:00")?.offers as LdNode | undefined)?.availability).toBe("https://schema.org/InStock");
  });

  it("describes each screening as a ScreeningEvent of the film, at the cinema, with its tickets", async () => {
    const { graph, html } = await graphOf("/makeoya-DXM10302");
    expect(graph.scripts).toHaveLength(1);
    expect(graph.context).toBe("https://schema.org");
    const screenings = ofType(graph, "ScreeningEvent");
    expect(screenings.map((s) => s.startDate).sort()).toEqual(listedStarts(mainOf(html)));
    const { bundle } = await bundledSource.load();
    const events = bundle.events.filter((e) => e.production.parentSlug === "makeoya-DXM10302");
    expect(screenings).toHaveLength(events.length);
    for (const s of screenings) {
      expectEvent(graph, s, "MovieTheater");
      const event = events.find((e) => e.startsAt === s.startDate && e.title === s.name);
      expect(event, String(s.name)).toBeDefined();
      expect(Date.parse(String(s.endDate)) - Date.parse(String(s.startDate))).toBe((event?.durationMinutes ?? 0) * 60_000);
      if (!event?.cancelled && Date.parse(event?.startsAt ?? "") <= NOW) {
        expect(s).not.toHaveProperty("offers");
      } else {
        expect((s.offers as LdNode).url).toBe(event?.ticketUrl);
        expect((s.offers as LdNode).price).toBe(event?.price);
        expect((s.offers as LdNode).availability).toBe(
          event?.cancelled ? "https://schema.org/Discontinued" : event?.soldOut ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
        );
        expect((s.offers as LdNode).validFrom).toBe(event?.saleStartsAt);
      }
      expect(graph.resolve(s.location).name).toBe(event?.venue);
      expect(s.image).toBe(`${ORIGIN}/images/art/film-makeoya.jpg`);
      expect(s.description).toMatch(/^Animert familiefilm om måka Mille/);
      expect(s).not.toHaveProperty("performer");
      const film = graph.resolve(s.workPresented);
      // What the page's facts say, in schema.org's words.
      expect(film).toEqual({
        "@type": "Movie",
        "@id": `${ORIGIN}/makeoya-DXM10302#film`,
        name: "Måkeøya",
        url: `${ORIGIN}/makeoya-DXM10302`,
        image: [`${ORIGIN}/images/art/poster-makeoya.jpg`, `${ORIGIN}/images/art/film-makeoya.jpg`],
        description: expect.stringMatching(/^Animert familiefilm om måka Mille/),
        duration: "PT1H14M",
        contentRating: "6 år",
        director: { "@type": "Person", name: "Live Strand" },
        actor: ["Ylva Nordheim", "Trond Vikan", "Mia Kristiansen"].map((name) => ({ "@type": "Person", name })),
        dateCreated: "2025",
        genre: ["Animasjon", "familie"],
        countryOfOrigin: [
          { "@type": "Country", name: "Norge" },
          { "@type": "Country", name: "Danmark" },
        ],
        inLanguage: "no",
      });
    }
    // The description of a screening with notes adds them to the film's summary.
    const relaxed = screenings.filter((s) => /BUFF-film\. Avslappet visning\./.test(String(s.description)));
    expect(relaxed, "the relaxed screening says so").toHaveLength(1);
    expect(screenings.some((s) => (s.offers as LdNode).availability === "https://schema.org/SoldOut")).toBe(true);
  });
});

describe("structured data of programme pages", () => {
  for (const path of ["/kinoprogram", "/kinoprogram?dag=2025-09-20", "/buff-program", "/english-program?dag=2025-09-18"]) {
    it(`${path}: a ScreeningEvent for exactly the screenings listed, films and places written once`, async () => {
      const { graph, html } = await graphOf(path);
      const screenings = ofType(graph, "ScreeningEvent");
      expect(screenings.length).toBeGreaterThan(path.includes("dag=") ? 1 : 5);
      expect(screenings.map((s) => s.startDate).sort()).toEqual(listedStarts(mainOf(html)));
      for (const s of screenings) {
        expectEvent(graph, s, "MovieTheater");
        const film = graph.resolve(s.workPresented);
        expect(film["@type"]).toBe("Movie");
        expect(film.url).toMatch(absolute);
        // Named with its poster; its page writes the rest (length, age limit, cast) under the same @id.
        expect(film.image).toMatch(absolute);
        expect(film).not.toHaveProperty("duration");
      }
      const movies = ofType(graph, "Movie");
      expect(new Set(movies.map((m) => m["@id"])).size).toBe(movies.length);
      // Every node with an @id is written once, and every one of them is referred to.
      const ids = graph.nodes.flatMap((n) => (n["@id"] ? [n["@id"]] : []));
      expect(new Set(ids).size).toBe(ids.length);
      const referred = new Set(graph.scripts.flatMap((script) => [...script.matchAll(/\{"@id":"([^"]+)"\}/g)].map((m) => m[1])));
      for (const id of ids) expect(referred.has(id), id).toBe(true);
      expect(ofType(graph, "MovieTheater").length).toBeLessThan(screenings.length);
    });
  }

  it("/arrangementer: an Event at its place for each culture event listed", async () => {
    const { graph, html } = await graphOf("/arrangementer");
    const events = ofType(graph, "Event");
    expect(ofType(graph, "ScreeningEvent")).toEqual([]);
    expect(events.map((e) => e.startDate).sort()).toEqual(listedStarts(mainOf(html)));
    for (const e of events) expectEvent(graph, e, "Place");
  });
});

describe("structured data of culture pages", () => {
  it("describes the events of a culture production, with the age limit as an age range", async () => {
    const { graph, html } = await graphOf("/apningsfest");
    const events = ofType(graph, "Event");
    expect(events.map((e) => e.startDate).sort()).toEqual(listedStarts(mainOf(html)));
    for (const e of events) {
      expectEvent(graph, e, "Place");
      expect(e.url).toBe(`${ORIGIN}/apningsfest`);
      expect(e.typicalAgeRange).toBe("18-");
      expect(e.image).toBe(`${ORIGIN}/images/art/apningsfest.jpg`);
      expect(e.description).toMatch(/^Festivalen åpner med fest i Kulturhuset/);
      expect(e.performer).toEqual([
        { "@type": "MusicGroup", name: "Havvik storband" },
        { "@type": "Person", name: "DJ Nordavind" },
      ]);
      // The party was on the festival's first night: by the site's clock its tickets are no longer sold.
      if (Date.parse(String(e.startDate)) <= NOW) expect(e).not.toHaveProperty("offers");
      else expect((e.offers as LdNode).validFrom).toBe("2025-08-11T10:00:00+02:00");
    }
  });
});

describe("structured data of article pages", () => {
  const cases = [
    { slug: "<3-buff", path: "/article/%3C3-buff" },
    { slug: "film-&-fest", path: "/article/film-%26-fest" },
    { slug: "festivalsjefens-'hemmelige'-favoritter", path: "/article/festivalsjefens-'hemmelige'-favoritter" },
    { slug: 'åpningsfilm-2024:-"blå-time"', path: `/article/${encodeURIComponent('åpningsfilm-2024:-"blå-time"')}` },
  ];
  for (const { slug, path } of cases) {
    it(`${slug}: a NewsArticle with dates, image, author and publisher, at its own absolute URL`, async () => {
      const { graph } = await graphOf(path);
      const { bundle } = await bundledSource.load();
      const article = bundle.articles.find((a) => a.slug === slug);
      const [node, ...others] = ofType(graph, "NewsArticle");
      expect(others).toEqual([]);
      expect(node?.headline).toBe(article?.title);
      const url = `${ORIGIN}/article/${encodeURIComponent(slug)}`;
      expect(node?.mainEntityOfPage).toEqual({ "@type": "WebPage", "@id": url });
      expect(node?.datePublished).toMatch(ISO_WITH_OFFSET);
      expect(Date.parse(String(node?.datePublished))).toBe(article?.createdAt);
      expect(Date.parse(String(node?.dateModified))).toBe(article?.updatedAt);
      expect(node?.image).toEqual([expect.stringMatching(absolute)]);
      const author = graph.resolve(node?.author);
      expect(["Person", "Organization"]).toContain(author["@type"]);
      expect(author.name).toMatch(/\S/);
      const publisher = graph.resolve(node?.publisher);
      expect(publisher).toMatchObject({ "@type": "Organization", name: "Nordkyst filmfestival", url: `${ORIGIN}/` });
      expect((publisher.logo as LdNode).url).toBe(`${ORIGIN}/images/logo.svg`);
    });
  }

  it("never lets a title end the script early: no raw < in any JSON-LD", async () => {
    for (const path of ["/article/%3C3-buff", "/kinoprogram", "/makeoya-DXM10302", "/arrangementer"]) {
      const { graph } = await graphOf(path);
      expect(graph.scripts.length, path).toBe(1);
      for (const script of graph.scripts) expect(script, path).not.toMatch(/[<>]/);
    }
    const { graph } = await graphOf("/article/%3C3-buff");
    expect(ofType(graph, "NewsArticle")[0]?.headline).toBe("<3 BUFF");
  });
});

describe("pages without screenings or an article", () => {
  it("carry no structured data", async () => {
    // Top-level pages: their place on the site is their home link, no BreadcrumbList.
    for (const path of ["/festivalen", "/filmer", "/english-films", "/finnes-ikke"]) {
      const { html } = await fetchPage(path);
      expect(html, path).not.toContain("application/ld+json");
    }
  });
});
