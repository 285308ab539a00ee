import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import type { FestivalEvent } from "../../src/content/event";
import type { Production } from "../../src/content/production";
import { queryNamesNothing } from "../../src/render/blocks/query-names-nothing";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { resetWarnings } from "../../src/render/blocks/warn-once";
import { block, ctx, data, film, page, screening } from "./fixtures";

/**
 * The film catalogue as a visitor without JavaScript gets it, at the demo's now (Wednesday
 * 17 September 2025, noon): which films show for a query, what each option counts, the order, each
 * card's next screening and ticket, English words on an English page, and which queries name
 * nothing (the page is then a 404).
 */

type Facts = Partial<Record<"Seksjon" | "Land" | "Språk" | "Undertekster" | "Sjanger" | "Lengde" | "Aldersgrense" | "Versjon", string>>;

function movie(id: string, title: string, facts: Facts, extra: Partial<Production> = {}): Production {
  return {
    ...film,
    id,
    title,
    parentSlug: `${id}-DXM${id.length}`,
    collections: [],
    translations: {},
    features: Object.entries(facts).map(([name, value]) => ({ name, value: value ?? "" })),
    ...extra,
  };
}

const show = (p: Production, id: string, startsAt: string, extra: Partial<FestivalEvent> = {}) =>
  screening(id, startsAt, { production: { id: p.id, title: p.title, parentSlug: p.parentSlug }, title: p.title, ...extra });

const zorro = movie("zorro", "Zorro i nord", {
  Seksjon: "Hovedprogram",
  Land: "Norge",
  Språk: "Norsk",
  Undertekster: "Engelsk",
  Sjanger: "Drama",
  Lengde: "1 t 42 min",
  Aldersgrense: "12 år",
});
const aerfugl = movie(
  "aerfugl",
  "Ærfuglen",
  {
    Seksjon: "Nordlige stemmer",
    Land: "Norge, Sverige",
    Språk: "Nordsamisk, norsk",
    Undertekster: "Norsk, engelsk",
    Sjanger: "Dokumentar",
    Lengde: "58 min",
    Aldersgrense: "Tillatt for alle",
  },
  {
    translations: { en: { title: "The Eider" } },
  },
);
const asgard = movie("asgard", "Åsgard", {
  Seksjon: "Hovedprogram",
  Land: "Sverige",
  Språk: "Svensk",
  Undertekster: "Norsk",
  Sjanger: "Thriller",
  Lengde: "2 t 5 min",
  Aldersgrense: "15 år",
});
const abel = movie("abel", "Abel og havet", {
  Seksjon: "Kortfilm",
  Land: "Danmark",
  Språk: "Dansk",
  Undertekster: "Ingen",
  Sjanger: "Animasjon, familie",
  Lengde: "14 min",
  Aldersgrense: "6 år",
});
const abelDub = movie("abel-dub", "Abel og havet (norsk tale)", {
  Seksjon: "BUFF",
  Land: "Danmark",
  Språk: "Dansk",
  Undertekster: "Ingen",
  Versjon: "Norsk tale",
  Sjanger: "Animasjon, familie",
  Lengde: "14 min",
  Aldersgrense: "6 år",
});
// An older film with no facts at all: its length and age limit come from its screening.
const old = movie("old", "Ørnereiret", {});

const films = [zorro, aerfugl, asgard, abel, abelDub, old];
const events = [
  show(zorro, "zorro-over", "2025-09-16T19:00:00+02:00"),
  show(zorro, "zorro-sold", "2025-09-17T18:00:00+02:00", { soldOut: true }),
  show(zorro, "zorro-fri", "2025-09-19T21:00:00+02:00", { venue: "Kulturhuset", sal: "Storsalen", accessibility: ["captioned"] }),
  show(aerfugl, "aerfugl-1", "2025-09-17T20:30:00+02:00", { accessibility: ["wheelchair", "captioned"] }),
  show(asgard, "asgard-1", "2025-09-18T17:00:00+02:00", { cancelled: true, accessibility: ["wheelchair"] }),
  show(asgard, "asgard-2", "2025-09-20T17:00:00+02:00", { accessibility: ["captioned"] }),
  show(abel, "abel-1", "2025-09-17T10:00:00+02:00", { section: "buff" }),
  show(abelDub, "abel-dub-1", "2025-10-11T11:00:00+02:00", { section: "buff" }),
  show(old, "old-1", "2025-09-18T12:00:00+02:00", { durationMinutes: 95, ageLimit: "9" }),
];

const catalogue = (props: Record<string, unknown> = {}, locale: "nb" | "en" = "nb") =>
  data(page([block("catalogue", "k", 1, { data: ["films"], props })], { locale }), { sources: { films: { model: "production", items: films, events } } });

const asQueries = (query: Record<string, string | string[]>) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));

function render(query: Record<string, string | string[]> = {}, d = catalogue(), locale: "nb" | "en" = "nb"): string {
  const queries = asQueries(query);
  const single = Object.fromEntries(Object.entries(queries).map(([k, v]) => [k, v[0] ?? ""]));
  return renderToString(<PageBlocks data={d} ctx={ctx({ query: single, queries, locale })} />);
}

const namesNothing = (query: Record<string, string | string[]>, d = catalogue()) => queryNamesNothing(d, ctx({ query: {}, queries: asQueries(query) }));

/** The titles of the films a visitor sees, in page order (left-out ones carry `hidden`). */
function shown(html: string): string[] {
  return [...html.matchAll(/<li class="film-card"([^>]*)>[\s\S]*?<h2 class="film-title"><a [^>]*>([^<]*)<\/a>/g)]
    .filter((m) => !/ hidden=""/.test(m[1] ?? ""))
    .map((m) => m[2] ?? "");
}
/** Every film in page order, shown or not. */
const order = (html: string) => [...html.matchAll(/<h2 class="film-title"><a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);

/** One film's card. */
function card(html: string, title: string): string {
  const at = html.indexOf(`>${title}</a>`);
  return html.slice(html.lastIndexOf('<li class="film-card"', at), html.indexOf("</li>", at) + 5);
}

/** The options of a select as the visitor reads them. */
function options(html: string, name: string): string[] {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
  return [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1] ?? "");
}
const count = (html: string) => /class="cat-count" role="status">([^<]*)</.exec(html)?.[1];

afterEach(() => resetWarnings());

describe("the catalogue without filters", () => {
  test("lists every film by title in Norwegian order, Æ Ø Å after Z, with the count", () => {
    const html = render();
    expect(order(html)).toEqual(["Abel og havet", "Abel og havet (norsk tale)", "Zorro i nord", "Ærfuglen", "Ørnereiret", "Åsgard"]);
    expect(shown(html)).toHaveLength(6);
    expect(count(html)).toBe("6 filmer");
  });

  test("a card says the film's facts, its next screening with tickets and links the ticket to that screening", () => {
    const zorroCard = card(render(), "Zorro i nord");
    expect(zorroCard).toContain('<p class="film-facts">1\u00a0t 42\u00a0min · 12\u00a0år · Norge</p>');
    // Tonight is sold out: the card offers Friday's, and says it is not the very next one.
    expect(zorroCard).toContain("Neste visning med ledige billetter");
    expect(zorroCard).toContain('<time dateTime="2025-09-19T21:00:00+02:00">fre. 19. sep. 21:00</time> Kulturhuset, Storsalen');
    expect(zorroCard).toMatch(
      /<a href="https:\/\/billett\.example\.no\/nff\/zorro-fri" target="_blank" rel="noopener" class="button ticket-button film-ticket" aria-label="Kjøp billett: Zorro i nord, fre\. 19\. sep\. 21:00 \(åpnes i nytt vindu\)">Kjøp billett<\/a>/,
    );
    expect(zorroCard).toContain('href="/zorro-DXM5"');
    expect(card(render(), "Ærfuglen")).toContain('<time dateTime="2025-09-17T20:30:00+02:00">I dag 20:30</time> Havvik kino, Sal 1');
  });

  test("a film whose only next screening is sold out or cancelled says so, one whose screenings are over says that", () => {
    const soldOut = [show(zorro, "z1", "2025-09-18T18:00:00+02:00", { soldOut: true })];
    const cancelled = [show(zorro, "z2", "2025-09-18T18:00:00+02:00", { cancelled: true })];
    const over = [show(zorro, "z3", "2025-09-16T18:00:00+02:00")];
    const only = (list: FestivalEvent[]) =>
      render({}, data(page([block("catalogue", "k", 1)]), { sources: { s: { model: "production", items: [zorro], events: list } } }));
    expect(only(soldOut)).toContain('<span class="sold-out">Utsolgt</span>');
    expect(only(soldOut)).not.toContain("Kjøp billett");
    expect(only(cancelled)).toContain('<span class="screening-cancelled">Avlyst</span>');
    expect(only(over)).toContain('<p class="film-next">Ingen flere visninger</p>');
  });

  test("a card kept from an earlier render follows the clock: once its screening has started it offers the next, and tomorrow becomes today", () => {
    const d = catalogue();
    const at = (now: string) => renderToString(<PageBlocks data={d} ctx={ctx({ now: Date.parse(now) })} />);
    expect(card(at("2025-09-17T12:00:00+02:00"), "Åsgard")).toContain("lør. 20. sep. 17:00");
    expect(card(at("2025-09-17T12:00:00+02:00"), "Ørnereiret")).toContain(">I morgen 12:00</time>");
    // The same page data an hour past midnight: tomorrow's screening is today's.
    expect(card(at("2025-09-18T01:00:00+02:00"), "Ørnereiret")).toContain(">I dag 12:00</time>");
    // Ærfuglen's only screening has started: nothing more to offer.
    expect(card(at("2025-09-17T21:00:00+02:00"), "Ærfuglen")).toContain('<p class="film-next">Ingen flere visninger</p>');
    expect(card(at("2025-09-17T12:00:00+02:00"), "Ærfuglen")).toContain(">I dag 20:30</time>");
  });

  test("a kept card is the catalogue's own: the same production with other screenings in another catalogue shows those", () => {
    expect(card(render(), "Zorro i nord")).toContain("Neste visning med ledige billetter");
    // The same production object without tonight's sold-out screening: the same offer, the same
    // count of screenings over, but Friday's is now the very next one.
    const without = events.filter((e) => e.id !== "zorro-sold");
    const other = data(page([block("catalogue", "k", 1, { data: ["films"] })]), { sources: { films: { model: "production", items: films, events: without } } });
    const zorroCard = card(render({}, other), "Zorro i nord");
    expect(zorroCard).toContain('<span class="film-next-label">Neste visning</span>');
    expect(zorroCard).not.toContain("2025-09-17");
  });

  test("the first row's posters load at once, the rest as they near the screen, all after the first screen's text", () => {
    const posters = [...render().matchAll(/<img [^>]*class="film-poster"[^>]*>/g)].map((m) => m[0]);
    expect(posters).toHaveLength(6);
    // Low priority: on a slow line the document and its text go first (docs/decisions/055).
    for (const poster of posters.slice(0, 5)) expect(poster).toMatch(/loading="eager" fetchPriority="low"/);
    expect(posters[5]).toMatch(/loading="lazy" fetchPriority="low"/);
  });

  test("a film without facts still shows, with its length and age limit from its screening", () => {
    expect(card(render(), "Ørnereiret")).toContain('<p class="film-facts">1\u00a0t 35\u00a0min · 9\u00a0år</p>');
  });

  test("sorts by next screening when asked, films without one last", () => {
    const html = render({ sorter: "neste" });
    // By the screening each card offers: Zorro's sold-out evening is not what it shows.
    expect(order(html)).toEqual(["Ærfuglen", "Ørnereiret", "Zorro i nord", "Åsgard", "Abel og havet (norsk tale)", "Abel og havet"]);
    expect(html).toContain('<option value="neste" selected="">Neste visning</option>');
  });
});

describe("filters and their counts", () => {
  test("a country shows its films; each other facet counts what it would give with the country applied", () => {
    const html = render({ land: "sverige" });
    expect(shown(html)).toEqual(["Ærfuglen", "Åsgard"]);
    expect(count(html)).toBe("2 filmer");
    // The country's own options count with the other facets' choices only (none): every country.
    // Ørnereiret names no country: it is among "Alle land" only.
    expect(options(html, "land")).toEqual(["Alle land (6)", "Danmark (2)", "Norge (2)", "Sverige (2)"]);
    // Language with Sweden applied: Ærfuglen is Northern Sami and Norwegian, Åsgard Swedish.
    expect(options(html, "sprak")).toEqual(["Alle språk (2)", "Dansk (0)", "Nordsamisk (1)", "Norsk (1)", "Svensk (1)"]);
    expect(html).toMatch(/<option value="dansk" data-label="Dansk" disabled="">Dansk \(0\)<\/option>/);
    expect(html).toMatch(/<option value="sverige" data-label="Sverige" selected="">/);
  });

  test("subtitles include the children's dubbed versions as 'Norsk tale'", () => {
    expect(options(render(), "tekst")).toEqual(["Alle (6)", "Norsk tekst (2)", "Engelsk tekst (2)", "Uten tekst (2)", "Norsk tale (1)"]);
    expect(shown(render({ tekst: "norsk-tale" }))).toEqual(["Abel og havet (norsk tale)"]);
    // The dubbed version is heard in Norwegian: found by the language too.
    expect(shown(render({ sprak: "norsk" }))).toEqual(["Abel og havet (norsk tale)", "Zorro i nord", "Ærfuglen"]);
  });

  test("length groups, age limits and sections filter, any of several checked", () => {
    expect(shown(render({ lengde: "kort" }))).toEqual(["Abel og havet", "Abel og havet (norsk tale)"]);
    expect(shown(render({ lengde: ["under-90", "over-120"] }))).toEqual(["Ærfuglen", "Åsgard"]);
    expect(shown(render({ grense: ["alle", "6"] }))).toEqual(["Abel og havet", "Abel og havet (norsk tale)", "Ærfuglen"]);
    expect(shown(render({ program: "hovedprogram" }))).toEqual(["Zorro i nord", "Åsgard"]);
    expect(shown(render({ sjanger: "familie" }))).toEqual(["Abel og havet", "Abel og havet (norsk tale)"]);
    expect(render({ lengde: "kort" })).toMatch(
      /<input type="checkbox" name="lengde" checked="" value="kort"\/><span data-label="Kortfilm \(inntil 40 min\)">Kortfilm \(inntil 40 min\) \(2\)<\/span>/,
    );
    // The folded filters stay folded when in use: they say how many are, and chips name them, each
    // a link to the same films without it.
    const folded = render({ lengde: "kort", grense: ["alle", "6"] });
    expect(folded).toContain('<details class="cat-more"><summary>Flere filtre<span class="cat-in-use">3 valgt</span></summary>');
    expect(folded).toContain(
      '<li><a href="/testside?lengde=kort&amp;grense=6" aria-label="Fjern «Tillatt for alle»" data-facet="age" data-value="alle">Tillatt for alle</a></li>',
    );
    expect(folded.match(/<ul class="chosen-chips"[^>]*>(.*?)<\/ul>/)?.[1]?.match(/<li>/g)).toHaveLength(3);
    expect(render()).toContain('<details class="cat-more"><summary>Flere filtre<span class="cat-in-use" hidden="">0 valgt</span></summary>');
  });

  test("a day shows the films with a screening that day, one already over included; its options count per day", () => {
    expect(shown(render({ dag: "2025-09-17" }))).toEqual(["Abel og havet", "Zorro i nord", "Ærfuglen"]);
    const days = options(render(), "dag");
    expect(days[0]).toBe("Alle dager (6)");
    expect(days[1]).toBe("I dag, ons. 17. sep. (3)");
    expect(days[2]).toBe("I morgen, tor. 18. sep. (2)");
    // Yesterday is not offered, unless the address asks for it.
    expect(days.some((d) => d.includes("16. sep."))).toBe(false);
    expect(options(render({ dag: "2025-09-16" }), "dag")).toContain("tir. 16. sep. (1)");
  });

  test("accessibility marks must all hold on one screening still to come", () => {
    expect(shown(render({ tilrettelegging: "tekstet" }))).toEqual(["Zorro i nord", "Ærfuglen", "Åsgard"]);
    // Åsgard's wheelchair screening is cancelled but still listed; its captioned one is another: not both on one.
    expect(shown(render({ tilrettelegging: ["tekstet", "rullestol"] }))).toEqual(["Ærfuglen"]);
    expect(render({ tilrettelegging: "tekstet" })).toMatch(/value="rullestol"\/><span data-label="Rullestolplass">Rullestolplass \(1\)<\/span>/);
  });

  test("choices combine, and a combination without films says which choice to take away", () => {
    const html = render({ land: "norge", tekst: "ingen" });
    expect(shown(html)).toEqual([]);
    expect(count(html)).toBe("0 filmer");
    expect(html).toContain('<div class="cat-empty"><p>Ingen filmer passer alle valgene dine.</p>');
    // Each link is the same filter without one of its values.
    expect(html).toMatch(/<li><a href="\/testside\?tekst=ingen" data-facet="country" data-value="norge">Uten «Norge»<\/a><\/li>/);
    expect(html).toMatch(/<li><a href="\/testside\?land=norge" data-facet="subtitles" data-value="ingen">Uten «[^»]+»<\/a><\/li>/);
    expect(html).toMatch(/<a href="\/testside" class="button button-quiet cat-reset-all">Nullstill filtre<\/a><\/div>/);
  });

  test("the form works without JavaScript: a GET form to the page, a submit button, the sort kept by the reset", () => {
    const html = render({ sorter: "neste", land: "norge" });
    const form = /<form [^>]*>/.exec(html)?.[0] ?? "";
    for (const attribute of ['class="cat-filter"', 'method="get"', 'action="/testside"', 'aria-label="Finn en film"']) expect(form).toContain(attribute);
    expect(html).toContain('<button type="submit" class="button">Vis filmer</button>');
    expect(html).toContain('<a href="/testside?sorter=neste" class="cat-reset">Nullstill filtre</a>');
    expect(html).toContain('<p class="cat-count" role="status">');
  });
});

describe("queries that name nothing", () => {
  test("an unknown country, genre, section, length or mark, a day without screenings, a bad order: the page is a 404", () => {
    const queries: Record<string, string | string[]>[] = [
      { land: "atlantis" },
      { sjanger: "western" },
      { program: "retrospektiv-x" },
      { lengde: "evig" },
      { tilrettelegging: "avslappet" },
      { dag: "2025-12-24" },
      { dag: "2025-13-45" },
      { sorter: "pris" },
      { land: ["norge", "narnia"] },
    ];
    for (const query of queries) {
      expect(namesNothing(query), JSON.stringify(query)).toBe(true);
    }
  });

  test("values the catalogue has, empty form fields and other pages' parameters name something", () => {
    const queries: Record<string, string | string[]>[] = [
      {},
      { land: "norge", tekst: "norsk-tale" },
      { dag: "2025-09-16" },
      { land: "", sprak: "" },
      { sorter: "tittel" },
      { side: "2" },
    ];
    for (const query of queries) {
      expect(namesNothing(query), JSON.stringify(query)).toBe(false);
    }
  });
});

describe("the English catalogue", () => {
  test("says everything in English and shows English titles with the original", () => {
    const html = render({ land: "norge" }, catalogue({}, "en"), "en");
    expect(options(html, "land")).toEqual(["All countries (6)", "Denmark (2)", "Norway (2)", "Sweden (2)"]);
    expect(options(html, "sprak")).toContain("Northern Sami (1)");
    expect(options(html, "tekst")).toEqual(["All (2)", "Norwegian subtitles (1)", "English subtitles (2)", "No subtitles (0)", "Norwegian dub (0)"]);
    expect(html).toContain('<a href="/aerfugl-DXM7">The Eider</a><span lang="nb"> (Ærfuglen)</span>');
    expect(card(html, "The Eider")).toContain("58\u00a0min · All ages · Norway, Sweden");
    expect(card(html, "The Eider")).toContain('<time dateTime="2025-09-17T20:30:00+02:00">Today 20:30</time>');
    expect(html).toContain("Buy ticket");
    expect(count(html)).toBe("2 films");
    expect(html).toContain("Show films");
  });
});
