import { describe, expect, test } from "vitest";
import type { Article } from "../../src/content/article";
import type { Theme } from "../../src/content/theme";
import { breadcrumbList } from "../../src/render/structured-data/breadcrumb-list";
import { cultureEvent } from "../../src/render/structured-data/culture-event";
import { newsArticle } from "../../src/render/structured-data/news-article";
import { PagePlaces } from "../../src/render/structured-data/place-node";
import { talkSubEvent } from "../../src/render/structured-data/screening-guests";
import { movie } from "../../src/render/structured-data/screening-event";
import { festivalOrganization } from "../../src/render/structured-data/organization";
import type { ProductionPage } from "../../src/render/structured-data/production-page";
import { website } from "../../src/render/structured-data/website";
import { data, film, page, screening, site, theme } from "./fixtures";

// The nodes a search engine reads beside the events: where a page sits (its breadcrumb), the
// festival and its profiles, the site's search box, an article, a culture event's age range.

const trail = [
  { name: "Forside", path: "/" },
  { name: "Filmer", path: "/filmer" },
];
const article: Article = {
  id: "3f1c1f4e-8a43-4c39-9d3c-6f5b7a1d2e01",
  title: "Sak",
  slug: "sak",
  category: "news",
  content: "<p>Tekst.</p>",
  image: "",
  thumbnail: "",
  imageAlt: "",
  author: "Admin",
  node_locale: "nb",
  createdAt: Date.UTC(2025, 0, 15, 8),
  updatedAt: Date.UTC(2025, 0, 1, 8),
  order: 0,
};
const names = (node: ReturnType<typeof breadcrumbList>) =>
  ((node?.itemListElement ?? []) as { position: number; name: string; item: string }[]).map((i) => `${i.position} ${i.name} ${i.item}`);

describe("breadcrumbList", () => {
  test("only on a page two steps down or more: the trail, then the page by its head's title", () => {
    expect(breadcrumbList(site, data(page([]), { trail: trail.slice(0, 1) }))).toBeUndefined();
    expect(breadcrumbList(site, data(page([])))).toBeUndefined();
    const node = breadcrumbList(
      site,
      data(page([], { meta: { nb: { title: "Om festivalen", description: "", keywords: "", image: "", facebookVerificationCode: "", bindings: {} } } }), {
        trail,
      }),
    );
    expect(node?.["@type"]).toBe("BreadcrumbList");
    expect(names(node)).toEqual([
      "1 Forside https://nordkystfilm.no/",
      "2 Filmer https://nordkystfilm.no/filmer",
      "3 Om festivalen https://nordkystfilm.no/testside",
    ]);
    expect(names(breadcrumbList(site, data(page([]), { trail })))[2]).toBe("3 Testside https://nordkystfilm.no/testside");
  });

  test("a film's or an article's page ends at its document, by its title and address", () => {
    const onFilm = breadcrumbList(site, data(page([]), { trail, document: { kind: "production", production: film, events: [] } }));
    expect(names(onFilm)[2]).toMatch(/^3 Nordlys og natt https:\/\/nordkystfilm\.no\/.*nordlys-og-natt-DXM1001/);
    const onArticle = breadcrumbList(site, data(page([]), { trail, document: { kind: "article", article } }));
    expect(names(onArticle)[2]).toMatch(/^3 Sak https:\/\/nordkystfilm\.no\/.*sak$/);
    const noPath = breadcrumbList(site, data(page([]), { trail, document: { kind: "culture", production: { ...film, parentSlug: undefined }, events: [] } }));
    expect(names(noPath)[2]).toBe("3 Nordlys og natt https://nordkystfilm.no/testside");
  });
});

describe("festivalOrganization", () => {
  test("its profiles on a home page only: those naming the festival, else every social link of the default language", () => {
    expect(festivalOrganization(site, theme, { home: true }).sameAs).toEqual(["https://www.facebook.com/nordkystfilmfestival"]);
    expect(festivalOrganization(site, theme).sameAs).toBeUndefined();
    const unnamed: Theme = {
      ...theme,
      footerColumns: [
        {
          locale: "nb",
          title: "Følg oss",
          order: 1,
          items: [
            { type: "text", value: "Facebook", href: "https://www.facebook.com/nff", icon: "facebook", order: 1 },
            { type: "text", value: "Instagram", href: "https://www.instagram.com/nff", icon: "instagram", order: 2 },
            { type: "text", value: "Instagram igjen", href: "https://www.instagram.com/nff", icon: "instagram", order: 3 },
            { type: "text", value: "Nordkyst filmfestival", href: "/om", icon: "facebook", order: 4 },
            { type: "text", value: "Nordkyst filmfestival", icon: "instagram", order: 5 },
            { type: "text", value: "Nordkyst filmfestival", href: "mailto:post@nordkystfilm.no", icon: "mail", order: 6 },
          ],
        },
        {
          locale: "en",
          title: "Follow",
          order: 1,
          items: [{ type: "text", value: "Nordkyst filmfestival", href: "https://x.example/nff", icon: "facebook", order: 1 }],
        },
      ],
    };
    expect(festivalOrganization(site, unnamed, { home: true }).sameAs).toEqual(["https://www.facebook.com/nff", "https://www.instagram.com/nff"]);
    expect(festivalOrganization(site, { ...theme, footerColumns: [] }, { home: true }).sameAs).toBeUndefined();
  });

  test("its name, address and logo", () => {
    expect(festivalOrganization(site, theme)).toMatchObject({
      "@type": "Organization",
      "@id": "https://nordkystfilm.no/#organisasjon",
      name: site.festivalName,
      url: "https://nordkystfilm.no/",
      logo: { "@type": "ImageObject", url: "https://nordkystfilm.no/logo.svg" },
    });
    expect(festivalOrganization(site, { ...theme, logo: { src: "", alt: "" } }).logo).toBeUndefined();
  });
});

describe("website", () => {
  test("each language's home its own WebSite, with a search box landing on the site's results", () => {
    expect(website(site, theme, "en", "/english")).toEqual({
      "@type": "WebSite",
      "@id": "https://nordkystfilm.no/english#nettsted",
      name: site.festivalName,
      url: "https://nordkystfilm.no/english",
      inLanguage: "en",
      publisher: { "@id": "https://nordkystfilm.no/#organisasjon" },
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: "https://nordkystfilm.no/search?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
    expect(website(site, { search: { enabled: false, submitPath: "/search" } }, "nb", "/").potentialAction).toBeUndefined();
  });
});

describe("newsArticle", () => {
  test("the festival as author of an article by the CMS's admin, an excerpt, no image where none; modified never before published", () => {
    const node = newsArticle(site, article);
    expect(node.author).toEqual({ "@id": "https://nordkystfilm.no/#organisasjon" });
    expect(node.mainEntityOfPage).toEqual({ "@type": "WebPage", "@id": node.url });
    expect(node.url).toMatch(/^https:\/\/nordkystfilm\.no\/.*sak$/);
    expect(node.description).toBe("Tekst.");
    expect(node.image).toBeUndefined();
    expect(node.dateModified).toBe(node.datePublished);
    expect(newsArticle(site, { ...article, content: "" }).description).toBeUndefined();
    expect(newsArticle(site, { ...article, image: "/images/sak.jpg" }).image).toEqual(["https://nordkystfilm.no/images/sak.jpg"]);
    expect(newsArticle(site, { ...article, author: " Kari Nordmann " }).author).toEqual({ "@type": "Person", name: "Kari Nordmann" });
  });
});

describe("cultureEvent", () => {
  const p: ProductionPage = { url: undefined, title: undefined, native: true, image: undefined, summary: undefined, performer: undefined };
  const at = "2025-10-11T18:00:00+02:00";
  test("an Event with the ages it is for: none said when it is for all", () => {
    const node = cultureEvent(site, screening("c1", at, { ageLimit: "15" }), { "@id": "x" }, p, 0);
    expect(node["@type"]).toBe("Event");
    expect(node.startDate).toBe(at);
    expect(node.typicalAgeRange).toBe("15-");
    expect(node.offers).toBeDefined();
    // Once it has started, its tickets are no longer offered.
    expect(cultureEvent(site, screening("c1", at, { ageLimit: "15" }), { "@id": "x" }, p, Date.parse(at)).offers).toBeUndefined();
    expect(cultureEvent(site, screening("c1", at, { ageLimit: "A" }), { "@id": "x" }, p, 0).typicalAgeRange).toBeUndefined();
  });
});

describe("movie", () => {
  const p: ProductionPage = {
    url: "https://nordkystfilm.no/nordlys",
    title: undefined,
    native: true,
    image: "https://nordkystfilm.no/still.jpg",
    summary: undefined,
    performer: undefined,
  };
  const event = screening("s1", "2025-10-11T18:00:00+02:00", { production: { id: "p1", title: "Nordlys (visning)" } });
  const still = { type: "first_image", url: "https://img.example.no/nordlys.jpg", alt: "", focalPointQuery: "" };

  test("its poster first, then its still; only the still without a poster; no pictures, none said", () => {
    expect(movie(site, event, film, p).image).toEqual(["https://img.example.no/plakat.jpg", "https://nordkystfilm.no/still.jpg"]);
    const emptyPoster = {
      ...film,
      assets: [
        { ...still, type: "poster", url: "" },
        { ...still, type: "poster", url: "https://img.example.no/b.jpg" },
      ],
    };
    expect(movie(site, event, emptyPoster, p).image).toEqual(["https://img.example.no/b.jpg", "https://nordkystfilm.no/still.jpg"]);
    expect(movie(site, event, { ...film, assets: [still] }, p).image).toEqual(["https://nordkystfilm.no/still.jpg"]);
    expect(movie(site, event, { ...film, assets: [still] }, { ...p, image: undefined }).image).toBeUndefined();
    expect(movie(site, event, undefined, { ...p, image: undefined }).image).toBeUndefined();
  });

  test("named as the page shows it, else as the production, else as the screening names its film", () => {
    expect(movie(site, event, film, { ...p, title: "Northern Lights" }).name).toBe("Northern Lights");
    expect(movie(site, event, film, p).name).toBe("Nordlys og natt");
    expect(movie(site, event, undefined, p).name).toBe("Nordlys (visning)");
    expect(movie(site, event, film, p)["@id"]).toBe("https://nordkystfilm.no/nordlys#film");
    expect(movie(site, event, film, { ...p, url: undefined })["@id"]).toBeUndefined();
  });
});

describe("PagePlaces", () => {
  test("a place written once with its full address and map point; a cinema when any event there is a film", () => {
    const places = new PagePlaces(site);
    expect(places.location("Havvik kino", "Sal 1", "Place")).toEqual({ "@id": "https://nordkystfilm.no/steder#havvik-kino" });
    expect(places.nodes()[0]?.["@type"]).toBe("Place");
    places.location("Havvik kino", "Sal 2", "MovieTheater");
    places.location("Havvik kino", "Sal 1", "Place");
    expect(places.nodes()).toEqual([
      {
        "@type": "MovieTheater",
        "@id": "https://nordkystfilm.no/steder#havvik-kino",
        name: "Havvik kino",
        address: {
          "@type": "PostalAddress",
          streetAddress: "Storgata 12",
          postalCode: "9799",
          addressLocality: "Havvik",
          addressRegion: undefined,
          addressCountry: "NO",
        },
        geo: { "@type": "GeoCoordinates", latitude: 70.0712, longitude: 22.3541 },
        url: "https://nordkystfilm.no/steder#havvik-kino",
      },
    ]);
  });

  test("a place the content does not describe keeps its name, its room and the town, inline", () => {
    const places = new PagePlaces(site);
    expect(places.location("Samfunnshuset", "Salen", "Place")).toEqual({
      "@type": "Place",
      name: "Samfunnshuset, Salen",
      address: { "@type": "PostalAddress", addressLocality: "Havvik", addressCountry: "NO" },
    });
    expect(places.location("Samfunnshuset", "", "MovieTheater")).toMatchObject({ "@type": "MovieTheater", name: "Samfunnshuset" });
    expect(places.nodes()).toEqual([]);
    places.addAll();
    expect(places.nodes().map((n) => n["@type"])).toEqual(["Place"]);
  });
});

describe("talkSubEvent", () => {
  const event = screening("s1", "2025-10-11T18:00:00+02:00", { talk: { title: "Samtale med regissøren", minutes: 20 } });
  test("the talk in the screening's room: a reference to a described place, an undescribed one as written", () => {
    const ref = { "@id": "https://nordkystfilm.no/steder#havvik-kino" };
    const node = talkSubEvent(event, { ...ref, name: "ekstra" }, "nb", true);
    expect(node).toMatchObject({ "@type": "Event", startDate: "2025-10-11T19:18:00+02:00", endDate: "2025-10-11T19:38:00+02:00" });
    expect(node?.location).toEqual(ref);
    const inline = { "@type": "Place", name: "Samfunnshuset" };
    expect(talkSubEvent(event, inline, "nb", true)?.location).toEqual(inline);
    expect(talkSubEvent(event, { "@id": "", name: "Tomt" }, "nb", true)?.location).toEqual({ "@id": "", name: "Tomt" });
    expect(talkSubEvent(screening("s2", "2025-10-11T18:00:00+02:00"), ref, "nb", true)).toBeUndefined();
  });
});
