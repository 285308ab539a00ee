import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { Article } from "../../src/content/article";
import type { Production } from "../../src/content/production";
import { StructuredData } from "../../src/render/structured-data/StructuredData";
import { endAt, isoDuration, osloDateTime } from "../../src/render/structured-data/date-times";
import { block, ctx, data, film, page, screening, theme } from "./fixtures";
import { ofType, pageGraph, type LdNode } from "./structured-data-graph";

const render = (d: ReturnType<typeof data>, query: Record<string, string> = {}) =>
  renderToString(<StructuredData data={d} ctx={ctx({ query })} theme={theme} />);

const articleDoc = (extra: Partial<Article>): Article => ({
  id: "3f1c1f4e-8a43-4c39-9d3c-6f5b7a1d2e01",
  title: "Sak",
  slug: "sak",
  category: "news",
  content: "<p>Tekst.</p>",
  image: "/images/sak.jpg",
  thumbnail: "",
  imageAlt: "",
  author: "",
  node_locale: "nb",
  createdAt: Date.UTC(2025, 0, 15, 8),
  updatedAt: Date.UTC(2025, 6, 1, 10),
  order: 0,
  ...extra,
});

describe("StructuredData", () => {
  test("a title holding </script> stays inside the JSON-LD and reads back as written", () => {
    const title = 'Film </script><script>alert(1)</script> & "mer"';
    const html = render(data(page([]), { document: { kind: "article", article: articleDoc({ title }) } }));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain("<script>alert");
    expect(ofType(pageGraph(html), "NewsArticle")[0]?.headline).toBe(title);
  });

  test("an article by a named person has that person as author; one by the CMS's admin, the festival", () => {
    const byPerson = pageGraph(render(data(page([]), { document: { kind: "article", article: articleDoc({ author: "Kari Nordmann" }) } })));
    expect(ofType(byPerson, "NewsArticle")[0]?.author).toEqual({ "@type": "Person", name: "Kari Nordmann" });
    const byAdmin = pageGraph(render(data(page([]), { document: { kind: "article", article: articleDoc({ author: "Admin", category: "other" }) } })));
    const node = ofType(byAdmin, "Article")[0];
    expect(byAdmin.resolve(node?.author)).toMatchObject({ "@type": "Organization", name: "Nordkyst filmfestival" });
    expect(node?.datePublished).toBe("2025-01-15T09:00:00+01:00");
    expect(node?.dateModified).toBe("2025-07-01T12:00:00+02:00");
  });

  test("a programme block's screenings only, within its section and days; hidden blocks count for nothing", () => {
    const events = [
      screening("a", "2025-09-16T18:00:00+02:00"),
      screening("b", "2025-10-11T12:00:00+02:00", { section: "buff", soldOut: true }),
      screening("c", "2025-10-14T12:00:00+02:00", { section: "buff" }),
    ];
    const sources = { films: { model: "production" as const, items: [film], events } };
    const programme = block("programme", "p", 1, { data: ["films"], props: { section: "buff", from: "2025-10-10", to: "2025-10-12" } });
    const graph = pageGraph(render(data(page([programme]), { sources })));
    const [only, ...rest] = ofType(graph, "ScreeningEvent");
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ startDate: "2025-10-11T12:00:00+02:00", endDate: "2025-10-11T13:38:00+02:00" });
    expect((only?.offers as LdNode | undefined)?.availability).toBe("https://schema.org/SoldOut");
    // A listing names the film (name, poster, its page) and leaves the rest to the film's page.
    const named = graph.resolve(only?.workPresented);
    expect(named).toMatchObject({ name: "Nordlys og natt", image: "https://img.example.no/plakat.jpg" });
    expect(named?.["@id"]).toMatch(/#film$/);
    expect(named).not.toHaveProperty("director");
    expect(named).not.toHaveProperty("duration");
    expect(only).not.toHaveProperty("description");
    // The film's own page writes the whole Movie, its screenings with the film's summary.
    const own = pageGraph(
      render(data(page([block("ticket-list", "tl", 1)], { path: "/:production" }), { document: { kind: "production", production: film, events } })),
    );
    expect(own.resolve(ofType(own, "ScreeningEvent")[0]?.workPresented)).toMatchObject({
      name: "Nordlys og natt",
      image: ["https://img.example.no/plakat.jpg", "https://img.example.no/nordlys.jpg"],
      duration: "PT1H38M",
      contentRating: "12 år",
      director: { "@type": "Person", name: "Kari Nordmann" },
    });
    expect(ofType(own, "ScreeningEvent")[0]?.description).toBe("En film om mørketida.");
    expect(render(data(page([{ ...programme, hide: true }]), { sources }))).toBe("");
  });

  test("what the page shows for its query, each place and film written once and referred to by @id", () => {
    const events = [
      screening("a", "2025-09-18T12:00:00+02:00"),
      screening("b", "2025-09-18T18:00:00+02:00", { sal: "Sal 2" }),
      screening("c", "2025-09-19T18:00:00+02:00"),
      screening("d", "2025-09-19T20:00:00+02:00", { venue: "Ukjent scene", sal: "" }),
    ];
    const d = data(page([block("programme", "p", 1, { data: ["films"] })]), { sources: { films: { model: "production" as const, items: [film], events } } });
    const day = pageGraph(render(d, { dag: "2025-09-18" }));
    expect(ofType(day, "ScreeningEvent").map((n) => n.startDate)).toEqual(["2025-09-18T12:00:00+02:00", "2025-09-18T18:00:00+02:00"]);
    const [cinema, ...others] = ofType(day, "MovieTheater");
    expect(others).toEqual([]);
    expect(cinema).toMatchObject({ "@id": "https://nordkystfilm.no/steder#havvik-kino", name: "Havvik kino", address: { streetAddress: "Storgata 12" } });
    for (const node of ofType(day, "ScreeningEvent")) {
      expect(node.location).toEqual({ "@id": cinema?.["@id"] });
      expect(node.workPresented).toEqual({ "@id": "https://nordkystfilm.no/nordlys-og-natt-DXM1001#film" });
    }
    expect(ofType(day, "Movie")).toHaveLength(1);
    // A place the site does not describe has no section to refer to: it is written where it is used.
    const next = pageGraph(render(d, { dag: "2025-09-19" }));
    expect(ofType(next, "ScreeningEvent").map((n) => n.location)).toEqual([
      { "@id": "https://nordkystfilm.no/steder#havvik-kino" },
      { "@type": "MovieTheater", name: "Ukjent scene", address: { "@type": "PostalAddress", addressLocality: "Havvik", addressCountry: "NO" } },
    ]);
  });

  test("a film's facts become its credits: several people, year, genres, languages as codes, no subtitles said as none", () => {
    const credited: Production = {
      ...film,
      features: [
        { name: "Regi", value: "Anna Berg og Ola Vik" },
        { name: "Skuespillere", value: "Sara Moe, Jonas Karlsen" },
        { name: "År", value: "2024/2025" },
        { name: "Sjanger", value: "Drama, komedie" },
        { name: "Land", value: "Norge" },
        { name: "Språk", value: "Nordsamisk tale, norsk og klingon" },
        { name: "Undertekster", value: "Ingen" },
      ],
    };
    const events = [screening("a", "2025-09-16T18:00:00+02:00")];
    // On the film's own page, where the Movie is written in full.
    const graph = pageGraph(
      render(data(page([block("ticket-list", "tl", 1)], { path: "/:production" }), { document: { kind: "production", production: credited, events } })),
    );
    const movie = graph.resolve(ofType(graph, "ScreeningEvent")[0]?.workPresented);
    expect(movie).toMatchObject({
      director: [
        { "@type": "Person", name: "Anna Berg" },
        { "@type": "Person", name: "Ola Vik" },
      ],
      actor: [
        { "@type": "Person", name: "Sara Moe" },
        { "@type": "Person", name: "Jonas Karlsen" },
      ],
      dateCreated: "2024",
      genre: ["Drama", "komedie"],
      countryOfOrigin: { "@type": "Country", name: "Norge" },
      inLanguage: ["se", "no", "klingon"],
    });
    expect(movie).not.toHaveProperty("subtitleLanguage");
  });

  test("an event says what it is, shows its picture, names its performers and when its ticket sale starts", () => {
    const concert: Production = {
      ...film,
      id: "c1",
      object: "culture",
      objectClass: "culture",
      parentSlug: undefined,
      pageReference: "konsert",
      title: "Konsert",
      contents: [{ summary: "Filmmusikk &amp; havsus.", body: "" }],
      performers: [
        { name: "Bølgebrytarane", kind: "band" },
        { name: "Kari Fiolin", kind: "person" },
        { name: "Havvik kor", kind: "group" },
      ],
    };
    const event = screening("k", "2025-09-19T20:00:00+02:00", {
      production: { id: "c1", title: "Konsert", pageReference: "konsert" },
      section: "culture",
      notes: "Ved storm i Kulturhuset.",
      saleStartsAt: "2025-08-11T10:00:00+02:00",
    });
    const sources = { events: { model: "production" as const, items: [concert], events: [event] } };
    const graph = pageGraph(render(data(page([block("programme", "p", 1, { data: ["events"] })]), { sources })));
    expect(ofType(graph, "Event")[0]).toMatchObject({
      description: "Filmmusikk & havsus. Ved storm i Kulturhuset.",
      image: "https://img.example.no/nordlys.jpg",
      performer: [
        { "@type": "MusicGroup", name: "Bølgebrytarane" },
        { "@type": "Person", name: "Kari Fiolin" },
        { "@type": "PerformingGroup", name: "Havvik kor" },
      ],
      offers: { validFrom: "2025-08-11T10:00:00+02:00" },
    });
    // A film screening without performers in the content has none: the director is not one.
    const films = { films: { model: "production" as const, items: [film], events: [screening("a", "2025-09-16T18:00:00+02:00")] } };
    const screeningNode = ofType(pageGraph(render(data(page([block("programme", "p", 1, { data: ["films"] })]), { sources: films }))), "ScreeningEvent")[0];
    expect(screeningNode).not.toHaveProperty("performer");
    expect(screeningNode).not.toHaveProperty("offers.validFrom");
    // In a listing a screening without notes leaves the film's summary to the film's page.
    expect(screeningNode).not.toHaveProperty("description");
  });

  test("pages that list nothing get no script", () => {
    expect(render(data(page([block("title", "t", 1)])))).toBe("");
  });
});

describe("a screening's guests and talk in the structured data (docs/decisions/048)", () => {
  const guests = [
    { name: "Ingvild Kvalvik", role: "director" as const },
    { name: "Marte Bergli", role: "moderator" as const },
    { name: "Eirik Sandtorv", role: "guest" as const },
  ];
  const talkScreening = screening("t", "2025-10-11T18:00:00+02:00", { durationMinutes: 123, guests, talk: { title: "Samtale med regissøren", minutes: 25 } });
  const events = [talkScreening, screening("u", "2025-10-12T18:00:00+02:00")];

  test("the film's page: guests are performers with their role, the talk a sub-event at the film's end in the same place", () => {
    const own = pageGraph(
      render(data(page([block("ticket-list", "tl", 1)], { path: "/:production" }), { document: { kind: "production", production: film, events } })),
    );
    const [withTalk, without] = ofType(own, "ScreeningEvent");
    expect(withTalk?.performer).toEqual([
      { "@type": "Person", name: "Ingvild Kvalvik", jobTitle: "regissør" },
      { "@type": "Person", name: "Marte Bergli", jobTitle: "ordstyrer" },
      { "@type": "Person", name: "Eirik Sandtorv" },
    ]);
    expect(withTalk?.endDate).toBe("2025-10-11T20:03:00+02:00");
    expect(withTalk?.subEvent).toEqual({
      "@type": "Event",
      name: "Samtale med regissøren",
      startDate: "2025-10-11T19:38:00+02:00",
      endDate: "2025-10-11T20:03:00+02:00",
      location: withTalk?.location,
    });
    expect(without).not.toHaveProperty("performer");
    expect(without).not.toHaveProperty("subEvent");
  });

  test("a listing leaves the guests and the talk to the film's page, as it leaves the summary", () => {
    const sources = { films: { model: "production" as const, items: [film], events } };
    const graph = pageGraph(render(data(page([block("programme", "p", 1, { data: ["films"], props: { section: "festival" } })]), { sources })));
    const listed = ofType(graph, "ScreeningEvent").find((e) => e.startDate === talkScreening.startsAt);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty("performer");
    expect(listed).not.toHaveProperty("subEvent");
  });

  test("an English film page says the roles and the talk in English", () => {
    const english = pageGraph(
      render(
        data(page([block("ticket-list", "tl", 1)], { path: "/:production", locale: "en" }), { document: { kind: "production", production: film, events } }),
      ),
    );
    const [withTalk] = ofType(english, "ScreeningEvent");
    expect(((withTalk?.performer ?? []) as LdNode[]).map((p) => p.jobTitle)).toEqual(["director", "moderator", undefined]);
    expect((withTalk?.subEvent as LdNode | undefined)?.name).toBe("Talk after the film");
  });
});

describe("dates for schema.org", () => {
  test("an end keeps the start's offset, also across the change to winter time", () => {
    expect(endAt("2025-10-10T10:00:00+02:00", 74)).toBe("2025-10-10T11:14:00+02:00");
    expect(endAt("2025-10-26T01:30:00+02:00", 120)).toBe("2025-10-26T03:30:00+02:00");
    expect(Date.parse(endAt("2025-10-26T01:30:00+02:00", 120)) - Date.parse("2025-10-26T01:30:00+02:00")).toBe(7_200_000);
    expect(endAt("2025-12-31T23:30:00+01:00", 45)).toBe("2026-01-01T00:15:00+01:00");
  });

  test("epoch times are written in Norwegian time with the offset of the season", () => {
    expect(osloDateTime(Date.UTC(2025, 10, 21, 8, 35))).toBe("2025-11-21T09:35:00+01:00");
    expect(osloDateTime(Date.UTC(2025, 5, 1, 22, 0))).toBe("2025-06-02T00:00:00+02:00");
  });

  test("lengths are ISO 8601 durations", () => {
    expect(isoDuration(74)).toBe("PT1H14M");
    expect(isoDuration(120)).toBe("PT2H");
    expect(isoDuration(45)).toBe("PT45M");
  });
});
