// The demo content in content/ (bundled into build/content.json by scripts/bundle-content.mjs) is
// what a visitor sees on a fresh checkout: these tests check it is valid and as complete as the
// specification asks: its routes and menu, its documents, its prices and facts.
// That every /images/ path exists on disk is checked outside workerd (no file system here).
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import raw from "../../build/content.json";
import { type ContentBundle, ContentBundleSchema } from "../../src/content/bundle";
import { placeNamed } from "../../src/content/place";
import { languageCodes } from "../../src/render/structured-data/language-codes";

const parsed = v.safeParse(ContentBundleSchema, raw);
/** The parsed bundle; when it does not parse, the first test names where and the rest fail here. */
function bundle(): ContentBundle {
  if (!parsed.success) throw new Error("the demo content does not parse with the content schemas");
  return parsed.output;
}

/** Every static route of the demo content, plus the two pages the design adds. */
const STATIC_ROUTES = [
  "/",
  "/nyheter",
  "/festivalen",
  "/billettinfo",
  "/kontakt-oss",
  "/samarbeidspartnere",
  "/bli-frivillig",
  "/buff",
  "/buff-program",
  "/buff-program-2",
  "/buff-filmer",
  "/kinoprogram",
  "/den-store-kinodagen",
  "/kommende",
  "/filmer",
  "/pa-kino-na",
  "/search",
  "/arrangementer",
  "/arrangementer-gammel",
  "/personvern",
  "/cookies-info",
  "/english",
  "/english-information",
  "/english-program",
  "/english-news",
  "/404.html",
  "/min-side",
  "/tilgjengelighet",
];

const pageAt = (path: string) => bundle().pages.find((p) => p.path === path);
const componentsOf = (path: string) => pageAt(path)?.blocks.map((b) => b.component) ?? [];
const pageText = (path: string) => JSON.stringify(pageAt(path)?.blocks ?? []);
const eventsBetween = (from: string, to: string) => bundle().events.filter((e) => e.startsAt.slice(0, 10) >= from && e.startsAt.slice(0, 10) <= to);

describe("the demo content", () => {
  it("parses with the content schemas", () => {
    expect((parsed.issues ?? []).map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)).toEqual([]);
  });

  it("has a page for every static route, and the site config routes them all", () => {
    for (const path of STATIC_ROUTES) expect(pageAt(path), path).toBeDefined();
    const routed = new Set(bundle().site.pages.map((r) => r.path));
    for (const page of bundle().pages) expect(routed.has(page.path), page.path).toBe(true);
  });

  it("has templates for film, culture and article pages with the blocks of the spec", () => {
    // The first screen (picture, title, facts, next screening), the synopsis, every screening, the facts …
    expect(componentsOf("/:production")).toEqual(["production-hero", "movie-info", "ticket-list", "movie-info", "trailer", "movie-info"]);
    expect(componentsOf("/:culture")).toEqual(["production-hero", "movie-info", "ticket-list", "movie-info"]);
    expect(componentsOf("/article/:article")).toEqual(["cover", "title", "article"]);
  });

  it("gives every page meta in its own locale with the verification code", () => {
    for (const page of bundle().pages) {
      const meta = page.meta[page.locale];
      expect(meta?.title, page.path).toBeTruthy();
      expect(meta?.facebookVerificationCode, page.path).toBeTruthy();
    }
    expect(pageAt("/english-information")?.locale).toBe("en");
  });

  it("shows the partners' logos under the title on /samarbeidspartnere, the spec's text block hidden, the newsletter last", () => {
    const blocks = pageAt("/samarbeidspartnere")?.blocks ?? [];
    expect(blocks.map((b) => b.component)).toEqual(["title", "partner-logos", "content", "news-subscribe"]);
    expect(blocks.find((b) => b.component === "content")?.hide).toBe(true);
  });
});

describe("the news archive", () => {
  it("holds over 110 articles from at least three years", () => {
    expect(bundle().articles.length).toBeGreaterThanOrEqual(110);
    const years = new Set(bundle().articles.map((a) => new Date(a.createdAt).getUTCFullYear()));
    expect(years.size).toBeGreaterThanOrEqual(3);
  });

  it("has slugs with each punctuation character the old site used", () => {
    for (const ch of ["!", '"', "'", ":", ",", "+", "=", "&", "<"]) {
      expect(
        bundle().articles.some((a) => a.slug.includes(ch)),
        ch,
      ).toBe(true);
    }
    expect(new Set(bundle().articles.map((a) => a.slug)).size).toBe(bundle().articles.length);
  });

  it("pins seven news articles ranked 1 to 7", () => {
    const pinned = bundle()
      .articles.filter((a) => a.order > 0)
      .map((a) => a.order);
    expect(pinned.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe("films, culture and events", () => {
  const films = bundle().productions.filter((p) => p.object === "movie");
  const culture = bundle().productions.filter((p) => p.object === "culture");

  const screeningsOf = (section: string) => bundle().events.filter((e) => e.section === section && e.production.parentSlug);
  const filmsAt = (section: string) => new Set(screeningsOf(section).map((e) => e.production.id));

  it("has a festival's programme of film pages shaped /{film-slug}-DXM{number}, some coming soon", () => {
    for (const film of films) {
      expect(film.parentSlug).toMatch(/^[a-z0-9-]+-DXM\d+$/);
      expect(film.parentSlug?.endsWith(`-DXM${film.ediNumber}`)).toBe(true);
    }
    expect(new Set(films.map((f) => f.ediNumber)).size).toBe(films.length);
    // A real festival's size: 40 films and 250 screenings in a week, BUFF 12 films and 40 screenings.
    expect(filmsAt("festival").size).toBeGreaterThanOrEqual(40);
    expect(screeningsOf("festival").length).toBeGreaterThanOrEqual(250);
    expect(filmsAt("buff").size).toBeGreaterThanOrEqual(12);
    expect(bundle().events.filter((e) => e.section === "buff").length).toBeGreaterThanOrEqual(40);
    // Coming films for /kommende: not yet on at the cinema by the site's clock (17 September; a
    // festival may show one as a sneak preview), and running in November and December.
    const coming = films.filter((f) => f.objectClass === "movie_coming");
    expect(coming.length).toBeGreaterThanOrEqual(3);
    for (const f of coming) {
      const dates = screeningsOf("cinema")
        .filter((e) => e.production.id === f.id)
        .map((e) => e.startsAt.slice(0, 10))
        .sort();
      expect((dates[0] ?? "") > "2025-09-17", f.title).toBe(true);
      expect(
        dates.some((d) => d >= "2025-11-01"),
        f.title,
      ).toBe(true);
    }
  });

  it("screens the festival in at least five rooms at three places over the seven days, from morning to the late show", () => {
    const festival = screeningsOf("festival");
    expect(new Set(festival.map((e) => `${e.venue}|${e.sal}`)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(festival.map((e) => e.venue)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(festival.map((e) => e.startsAt.slice(0, 10)))).toEqual(
      new Set(["2025-09-15", "2025-09-16", "2025-09-17", "2025-09-18", "2025-09-19", "2025-09-20", "2025-09-21"]),
    );
    for (const e of festival) {
      const time = e.startsAt.slice(11, 16);
      expect(time >= "09:00" && time <= "22:30", `${e.id} at ${time}`).toBe(true);
      expect(placeNamed(bundle().site.places, e.venue), e.venue).toBeDefined();
    }
    for (const id of filmsAt("festival")) {
      const n = festival.filter((e) => e.production.id === id).length;
      expect(n >= 2 && n <= 6, `${id}: ${n} screenings`).toBe(true);
    }
    expect(festival.some((e) => e.soldOut)).toBe(true);
    expect(festival.filter((e) => e.cancelled).length).toBeGreaterThanOrEqual(1);
    expect(festival.filter((e) => e.cancelled).length).toBeLessThanOrEqual(2);
  });

  it("never books a room twice: a hall's screenings and events keep a quarter of an hour between them", () => {
    const rooms = new Map<string, { id: string; production: string; culture: boolean; start: number; end: number }[]>();
    for (const e of bundle().events) {
      // "Foajeen og Sal 1" takes both rooms.
      for (const sal of e.sal.split(/\s+og\s+/).filter(Boolean)) {
        const key = `${placeNamed(bundle().site.places, e.venue)?.slug ?? e.venue}|${sal}`;
        const start = Date.parse(e.startsAt);
        rooms.set(key, [
          ...(rooms.get(key) ?? []),
          { id: e.id, production: e.production.id, culture: e.section === "culture", start, end: start + e.durationMinutes * 60_000 },
        ]);
      }
    }
    const clashes: string[] = [];
    for (const [room, list] of rooms) {
      for (const a of list) {
        for (const b of list) {
          // One evening sold as several packages (Samisk kveld: dinner, concert, film) is one booking.
          if (a.id >= b.id || (a.culture && a.production === b.production)) continue;
          if (a.start < b.end + 15 * 60_000 && b.start < a.end + 15 * 60_000) clashes.push(`${room}: ${a.id} and ${b.id}`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it("gives every film the facts the filters and search engines read, in the site's words", () => {
    const GENRES = new Set(["drama", "dokumentar", "komedie", "thriller", "animasjon", "familie", "kortfilm", "eventyr", "romantikk", "skrekk", "musikk"]);
    const AGES: Record<string, string> = { "Tillatt for alle": "A", "6 år": "6", "9 år": "9", "12 år": "12", "15 år": "15", "18 år": "18" };
    for (const film of films) {
      const fact = (name: string) => film.features.find((f) => f.name === name)?.value ?? "";
      for (const name of ["Regi", "Land", "År", "Sjanger", "Lengde", "Aldersgrense", "Språk", "Undertekster", "Seksjon"])
        expect(fact(name), `${film.title}: ${name}`).not.toBe("");
      for (const genre of fact("Sjanger").split(/\s*,\s*/)) expect(GENRES.has(genre.toLowerCase()), `${film.title}: ${genre}`).toBe(true);
      expect(fact("Lengde"), film.title).toMatch(/^(\d+ t( \d+ min)?|\d+ min)$/);
      // Every language is one search engines get a code for (language-codes.ts), not a name as written.
      for (const name of ["Språk", "Undertekster"])
        for (const code of languageCodes(fact(name))) expect(code, `${film.title}: ${fact(name)}`).toMatch(/^[a-z]{2,3}$/);
      const minutes = /(?:(\d+) t)?\s*(?:(\d+) min)?/.exec(fact("Lengde"));
      const length = Number(minutes?.[1] ?? 0) * 60 + Number(minutes?.[2] ?? 0);
      for (const e of bundle().events.filter((x) => x.production.id === film.id)) {
        expect(e.ageLimit, `${e.id}: ${fact("Aldersgrense")}`).toBe(AGES[fact("Aldersgrense")]);
        expect(e.durationMinutes - length >= 0 && e.durationMinutes - length <= 30, `${e.id}: ${e.durationMinutes} minutes for ${fact("Lengde")}`).toBe(true);
      }
      if (filmsAt("festival").has(film.id)) {
        expect(film.translations.en?.title, film.title).toBeTruthy();
        expect(film.translations.en?.summary, film.title).toBeTruthy();
      }
    }
  });

  it("lists the films BUFF shows in its collection, and dubbed versions as films of their own", () => {
    const atBuff = filmsAt("buff");
    for (const film of films) expect(film.collections.includes("buff"), film.title).toBe(atBuff.has(film.id));
    const dubbed = films.filter((f) => f.features.some((x) => x.name === "Versjon" && x.value === "Norsk tale"));
    expect(dubbed.length).toBeGreaterThanOrEqual(2);
    for (const f of dubbed) {
      expect(f.title).toMatch(/ \(norsk tale\)$/);
      expect(f.features.find((x) => x.name === "Språk")?.value).toBe("Norsk");
      expect(f.features.find((x) => x.name === "Undertekster")?.value).toBe("Ingen");
      expect(
        films.some((o) => o.title === f.title.replace(/ \(norsk tale\)$/, "")),
        f.title,
      ).toBe(true);
    }
  });

  it("has at least six culture productions reached by pageReference", () => {
    expect(culture.length).toBeGreaterThanOrEqual(6);
    for (const c of culture) expect(c.pageReference).toBeTruthy();
  });

  it("lists over 60 screenings across the festival week, BUFF and the cinema autumn", () => {
    expect(bundle().events.length).toBeGreaterThanOrEqual(60);
    expect(eventsBetween("2025-09-15", "2025-09-21").length).toBeGreaterThan(20);
    const buff = eventsBetween("2025-10-10", "2025-10-12").filter((e) => e.section === "buff");
    expect(new Set(buff.map((e) => e.startsAt.slice(0, 10)))).toEqual(new Set(["2025-10-10", "2025-10-11", "2025-10-12"]));
    expect(bundle().events.filter((e) => e.section === "cinema").length).toBeGreaterThan(20);
  });

  it("shows screening times in Oslo time, summer offset until 26 October 2025", () => {
    for (const e of bundle().events) {
      expect(e.startsAt.slice(16), e.id).toMatch(e.startsAt < "2025-10-26" ? /\+02:00$/ : /\+01:00$/);
    }
  });

  it("links every event to an existing production, and gives every production several events", () => {
    const bySlug = new Map(films.map((f) => [f.parentSlug, f]));
    const byRef = new Map(culture.map((c) => [c.pageReference, c]));
    for (const e of bundle().events) {
      const production = e.production.parentSlug ? bySlug.get(e.production.parentSlug) : byRef.get(e.production.pageReference);
      expect(production?.id, e.id).toBe(e.production.id);
    }
    for (const p of bundle().productions) {
      const count = bundle().events.filter((e) => e.production.id === p.id).length;
      expect(count, p.title).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(bundle().events.map((e) => e.id)).size).toBe(bundle().events.length);
  });
});

describe("the menu", () => {
  it("leads only to pages, articles, films, culture pages or redirects", () => {
    const redirects = new Set(bundle().redirects.map((r) => r.from));
    const slugs = new Set(bundle().articles.map((a) => a.slug));
    const productions = new Set(bundle().productions.flatMap((p) => [p.parentSlug, p.pageReference]));
    const sitePaths = bundle()
      .theme.menu.map((m) => m.path)
      .filter((p): p is string => !!p && p.startsWith("/"));
    for (const path of sitePaths) {
      const found =
        !!pageAt(path) ||
        redirects.has(path) ||
        productions.has(path.slice(1)) ||
        (path.startsWith("/article/") && slugs.has(decodeURIComponent(path.slice("/article/".length))));
      expect(found, path).toBe(true);
    }
  });

  it("has the groups of the spec, one Festivalen holding both of its lists, with /smittevern redirected to an article", () => {
    const header = bundle().theme.menu.filter((m) => m.place === "header");
    const labels = header.filter((m) => m.parent === null).map((m) => m.label);
    expect(labels).toEqual(["Forside", "Festivalen", "BUFF", "Program", "Arrangementer", "English", "Facebook"]);
    const festival = header.filter((m) => m.parent === "menu-festivalen").sort((a, b) => a.order - b.order);
    expect(festival.map((m) => m.path)).toEqual([
      "/festivalen",
      "/filmer",
      "/billettinfo",
      "/steder",
      "/article/tidligere-program-nff",
      "/samarbeidspartnere",
      "/bli-frivillig",
      "/kontakt-oss",
      "/smittevern",
      "/article/praktisk-informasjon",
    ]);
    expect(bundle().redirects.find((r) => r.from === "/smittevern")?.to).toMatch(/^\/article\//);
    expect(bundle().theme.footerColumns.find((c) => c.order === 1)?.items).toEqual([]);
  });
});

describe("prices and facts a visitor looks for", () => {
  const articleText = bundle()
    .articles.map((a) => a.content)
    .join(" ");

  it("shows the festival prices on /billettinfo", () => {
    for (const price of ["650", "110", "100", "425", "875", "775", "200", "495", "645", "300", "275", "150", "990", "1090"]) {
      expect(pageText("/billettinfo"), price).toContain(`${price} kr`);
    }
    expect(pageText("/billettinfo")).toContain("under 18 måneder");
    expect(pageText("/billettinfo")).toContain("10 % rabatt");
  });

  it("shows the BUFF dates and prices on /buff", () => {
    const text = pageText("/buff");
    expect(text).toContain("10.–12. oktober 2025");
    for (const price of ["200 kr", "250 kr", "90 kr", "100 kr", "110 kr"]) expect(text, price).toContain(price);
  });

  it("tells the festival facts on /festivalen and in the news", () => {
    expect(pageText("/festivalen")).toContain("15.–21. september 2025");
    expect(pageText("/festivalen")).toContain("500 000");
    for (const fact of [
      "300 kroner",
      "120 kroner",
      "BUFF-pass barn: 100 kr",
      "BUFF-pass ungdom: 200 kr",
      "18-årsgrense",
      "500 000 kroner",
      "1090 kroner",
      "990 kroner",
    ]) {
      expect(articleText, fact).toContain(fact);
    }
  });
});
