import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { queryNamesNothing } from "../../src/render/blocks/query-names-nothing";
import { resetWarnings } from "../../src/render/blocks/warn-once";
import { block, ctx, data, film, page, screening } from "./fixtures";

/**
 * The programme block as a visitor without JavaScript gets it, at the demo's now (Wednesday
 * 17 September 2025, noon): which screenings a query lists (and only those: nothing hidden), what
 * the form says is applied, which queries name nothing (a 404), and each screening's ticket state.
 */

const events = [
  screening("tirs", "2025-09-16T18:00:00+02:00", { ageLimit: "12" }),
  screening("ons-morgen", "2025-09-17T10:00:00+02:00", { ageLimit: "A", title: "Morgenkino" }),
  screening("ons-kveld", "2025-09-17T18:00:00+02:00", { ageLimit: "6", sal: "Sal 2", accessibility: ["captioned", "wheelchair"] }),
  screening("tors-buff", "2025-09-18T12:00:00+02:00", { ageLimit: "9", section: "buff", accessibility: ["relaxed"], soldOut: true }),
  screening("tors-kino", "2025-09-18T20:00:00+02:00", { ageLimit: "15", section: "cinema", sal: "Sal 2", accessibility: ["captioned", "audio-description"] }),
  screening("fre-buff", "2025-09-19T13:00:00+02:00", { ageLimit: "12", section: "buff", sal: "Sal 2", accessibility: ["captioned"] }),
  screening("fre-natt", "2025-09-19T21:00:00+02:00", { ageLimit: "18", section: "cinema" }),
];

const programmePage = (props: Record<string, unknown> = {}, list = events) =>
  data(page([block("programme", "p", 1, { data: ["filmer"], props })]), {
    sources: { filmer: { model: "production", items: [film], events: list } },
  });

const queriesOf = (query: Record<string, string | string[]>) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));
const ctxFor = (query: Record<string, string | string[]> = {}) => {
  const queries = queriesOf(query);
  const single = Object.fromEntries(Object.entries(queries).map(([k, v]) => [k, v[0] ?? ""]));
  return ctx({ query: single, queries });
};
const render = (query: Record<string, string | string[]> = {}, d = programmePage()) => renderToString(<PageBlocks data={d} ctx={ctxFor(query)} />);
/** Whole days from Tuesday: every screening of the fixture, for the filters' rule. */
const everyDay = (query: Record<string, string | string[]> = {}, d = programmePage()) => render({ fra: "2025-09-16", ...query }, d);
const namesNothing = (query: Record<string, string | string[]>, d = programmePage()) => queryNamesNothing(d, ctxFor(query));

/** The ids of the screenings in the page, in page order. */
function shown(html: string): string[] {
  return [...html.matchAll(/<li class="screening[^"]*"([^>]*)>/g)].map((m) => /data-event-id="([^"]+)"/.exec(m[1] ?? "")?.[1] ?? "?");
}

/** The `<li>` of one screening, up to the next screening. */
function row(html: string, id: string): string {
  const start = html.indexOf(`data-event-id="${id}"`);
  const end = html.indexOf('<li class="screening', start);
  return html.slice(start, end === -1 ? undefined : end);
}

/** The text of the selected option of a select, or undefined. */
function selected(html: string, name: string): string | undefined {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1];
  return select === undefined ? undefined : />([^<]*)<\/option>/.exec(select.slice(select.indexOf('selected=""')))?.[1];
}

/** The day of the tab marked as the page's (aria-current), "all" for "Fra nå", or undefined. */
function currentTab(html: string): string | undefined {
  const m = /<a class="day-tab[^"]*" href="[^"]*"( data-day="[^"]*")? aria-current="page">/.exec(html);
  return m ? (/data-day="([^"]*)"/.exec(m[1] ?? "")?.[1] ?? "all") : undefined;
}

const count = (html: string) => /class="programme-count" role="status">([^<]*)</.exec(html)?.[1];
const headings = (html: string) => [...html.matchAll(/<h3 class="day-heading">([^<]+)<\/h3>/g)].map((m) => m[1]);

afterEach(() => {
  resetWarnings();
  vi.restoreAllMocks();
});

describe("the programme without a chosen day", () => {
  test("lists what is still to come from now, whole days in time order, and says what of today has started", () => {
    const html = render();
    expect(shown(html)).toEqual(["ons-kveld", "tors-buff", "tors-kino", "fre-buff", "fre-natt"]);
    expect(headings(html)).toEqual(["Onsdag 17. september", "Torsdag 18. september", "Fredag 19. september"]);
    expect(html).toContain('<p class="programme-started">1 visning i dag har alt startet. <a href="/testside?dag=2025-09-17">Se hele dagen</a></p>');
    expect(count(html)).toBe("Viser 5 visninger");
    // Nothing in the page is there to be hidden: the page carries what it shows. (Only the running
    // head printed sheets carry is hidden on screen: docs/decisions/047.)
    expect(html.replace(/<div class="print-head"[^>]*hidden="">/, "")).not.toContain('hidden=""');
    expect(html).toContain('<span class="print-what">Program · 17. september 2025 – 19. september 2025</span>');
  });

  test("a chosen day is whole, an earlier one too; days from a chosen one on are whole days", () => {
    expect(shown(render({ dag: "2025-09-16" }))).toEqual(["tirs"]);
    expect(shown(render({ dag: "2025-09-17" }))).toEqual(["ons-morgen", "ons-kveld"]);
    expect(shown(render({ fra: "2025-09-18" }))).toEqual(["tors-buff", "tors-kino", "fre-buff", "fre-natt"]);
    expect(render({ fra: "2025-09-18" })).not.toContain("programme-started");
  });

  test("lists every day of a programme that is all over (an archive) from its first", () => {
    const old = programmePage({}, [screening("x", "2025-09-15T18:00:00+02:00"), screening("y", "2025-09-16T18:00:00+02:00")]);
    const html = render({}, old);
    expect(shown(html)).toEqual(["x", "y"]);
    expect(html).not.toContain("programme-started");
  });

  test("stops at 40 screenings, never inside a day, and links on to the next days", () => {
    const day = (date: string, n: number) =>
      Array.from({ length: n }, (_, i) =>
        screening(`${date}-${i}`, `${date}T${String(10 + (i % 12)).padStart(2, "0")}:${String(i).padStart(2, "0")}:00+02:00`),
      );
    const season = programmePage({}, [...day("2025-09-18", 20), ...day("2025-09-19", 20), ...day("2025-09-20", 5)]);
    const html = render({}, season);
    expect(new Set(shown(html).map((id) => id.slice(0, 10)))).toEqual(new Set(["2025-09-18", "2025-09-19"]));
    expect(shown(html)).toHaveLength(40);
    expect(html).toMatch(
      /<a class="pager-link pager-next" href="\/testside\?fra=2025-09-20" rel="next"><span class="pager-label">Neste dager<span aria-hidden="true"> ›<\/span><\/span><span class="pager-day">Lørdag 20. september<\/span><\/a>/,
    );
    // A first day longer than that is listed whole all the same: a day is never cut.
    const long = programmePage({}, [...day("2025-09-18", 45), ...day("2025-09-19", 3)]);
    expect(shown(render({}, long))).toHaveLength(45);
  });

  test("each row shows time, linked title, place, age limit, length, price, marks and notes", () => {
    const d = programmePage({}, [
      screening("r", "2025-09-18T18:30:00+02:00", { price: 110, accessibility: ["audio-description", "relaxed"], notes: "Med samtale etterpå." }),
    ]);
    const html = render({}, d);
    expect(html).toContain('<time class="screening-time" dateTime="2025-09-18T18:30:00+02:00">18:30</time>');
    expect(html).toContain('<p class="screening-title"><a href="/nordlys-og-natt-DXM1001">Nordlys og natt</a></p>');
    expect(html.replace(/<a href="\/steder#havvik-kino"[^>]*>(.*?)<\/a>/g, "$1")).toContain("Havvik kino, Sal 1 · 12\u00a0år · 98\u00a0min · 110\u00a0kr");
    expect(html).toContain("Synstolket</li>");
    expect(html).toContain("Avslappet visning</li>");
    expect(html).toContain("Med samtale etterpå.");
  });
});

describe("filters from the query", () => {
  test("day", () => {
    const html = render({ dag: "2025-09-18" });
    expect(shown(html)).toEqual(["tors-buff", "tors-kino"]);
    expect(currentTab(html)).toBe("2025-09-18");
    // The form keeps the day, so filtering further stays on it.
    expect(html).toContain('<input type="hidden" name="dag" value="2025-09-18"/>');
    // And the day before and after are a link away, at the foot of the list.
    expect(html).toContain('href="/testside?dag=2025-09-17" rel="prev"');
    expect(html).toContain('href="/testside?dag=2025-09-19" rel="next"');
  });

  test("place: the sals, as every screening is in one venue", () => {
    const html = everyDay({ sted: "Sal 2" });
    expect(shown(html)).toEqual(["ons-kveld", "tors-kino", "fre-buff"]);
    expect(selected(html, "sted")).toBe("Sal 2");
  });

  test("place: the venues, where the page has more than one", () => {
    const d = programmePage({}, [
      screening("kino", "2025-09-18T18:00:00+02:00"),
      screening("kultur", "2025-09-18T20:00:00+02:00", { venue: "Kulturhuset", sal: "Storsalen" }),
    ]);
    const html = render({ sted: "Kulturhuset" }, d);
    expect(shown(html)).toEqual(["kultur"]);
    expect(html).toContain('<option value="Havvik kino">Havvik kino</option>');
  });

  test("section, offered only when the page spans more than one", () => {
    expect(shown(everyDay({ seksjon: "buff" }))).toEqual(["tors-buff", "fre-buff"]);
    const html = everyDay({ seksjon: "kino" });
    expect(shown(html)).toEqual(["tors-kino", "fre-natt"]);
    expect(selected(html, "seksjon")).toBe("Havvik kino");

    // A block fixed to one section offers no choice; its own section is no filter, another names nothing.
    const buffOnly = programmePage({ section: "buff" });
    expect(render({ seksjon: "buff" }, buffOnly)).not.toContain('name="seksjon"');
    expect(shown(render({ seksjon: "buff" }, buffOnly))).toEqual(["tors-buff", "fre-buff"]);
    expect(namesNothing({ seksjon: "kino" }, buffOnly)).toBe(true);
  });

  test("a child's age alone: films rated up to that age", () => {
    expect(shown(everyDay({ alder: "7" }))).toEqual(["ons-morgen", "ons-kveld"]);
    expect(shown(everyDay({ alder: "0" }))).toEqual(["ons-morgen"]);
  });

  test("with an adult: up to three years above the age, but A stays the only choice for the youngest", () => {
    const html = everyDay({ alder: "7", voksen: "ja" });
    expect(shown(html)).toEqual(["ons-morgen", "ons-kveld", "tors-buff"]);
    expect(selected(html, "alder")).toBe("7\u00a0år");
    expect(html).toMatch(/<input type="checkbox"[^>]*name="voksen" checked=""/);
    expect(shown(everyDay({ alder: "2", voksen: "ja" }))).toEqual(["ons-morgen"]);
  });

  test("with an adult never 18", () => {
    expect(shown(everyDay({ alder: "15", voksen: "ja" }))).not.toContain("fre-natt");
    expect(shown(everyDay({ alder: "17", voksen: "ja" }))).toEqual(["tirs", "ons-morgen", "ons-kveld", "tors-buff", "tors-kino", "fre-buff"]);
  });

  test("accessibility: every chosen mark at once", () => {
    expect(shown(everyDay({ tilrettelegging: "tekstet" }))).toEqual(["ons-kveld", "tors-kino", "fre-buff"]);
    const html = everyDay({ tilrettelegging: ["tekstet", "synstolket"] });
    expect(shown(html)).toEqual(["tors-kino"]);
    expect(html).toMatch(/name="tilrettelegging" checked="" value="tekstet"/);
    expect(html).toMatch(/name="tilrettelegging" checked="" value="synstolket"/);
    expect(html).toMatch(/name="tilrettelegging" value="avslappet"/);
  });

  test("a value that names nothing in the programme is told, so the page answers 404", () => {
    expect(namesNothing({})).toBe(false);
    expect(namesNothing({ dag: "2025-09-18", sted: "Sal 2", seksjon: "kino", alder: "12", voksen: "ja", tilrettelegging: ["tekstet", "synstolket"] })).toBe(
      false,
    );
    const nothing: Record<string, string | string[]>[] = [
      { dag: "2025-09-22" }, // no screenings that day
      { dag: "i-morgen" },
      { fra: "2025-12-24" },
      { dag: "2025-09-18", fra: "2025-09-19" }, // a day and a start day at once
      { sted: "Mars" },
      { seksjon: "kultur" }, // no culture in this programme
      { alder: "18" }, // a child is 0–17
      { tilrettelegging: ["tekstet", "teksta"] },
    ];
    for (const query of nothing) expect(namesNothing(query), JSON.stringify(query)).toBe(true);
    // An age where every film is for all ages filters nothing: the form does not offer it.
    const forAll = programmePage({}, [screening("a", "2025-09-18T12:00:00+02:00", { ageLimit: "A" })]);
    expect(namesNothing({ alder: "7" }, forAll)).toBe(true);
    // "With an adult" without an age is left out of links and filters nothing: no 404 for it.
    expect(namesNothing({ voksen: "ja" })).toBe(false);
    // A programme with nothing in it names nothing at all.
    expect(namesNothing({ dag: "2025-09-18" }, programmePage({}, []))).toBe(true);
  });

  test("an empty result says so, links each choice away one at a time, and offers to clear them all, keeping the day", () => {
    const html = render({ dag: "2025-09-18", alder: "0", tilrettelegging: "synstolket" });
    expect(shown(html)).toEqual([]);
    expect(count(html)).toBe("Viser 0 visninger");
    expect(html).toContain('<div class="programme-empty"><p>Ingen visninger passer alle valgene dine.</p>');
    expect(html).toContain('<li><a href="/testside?dag=2025-09-18&amp;tilrettelegging=synstolket">Uten «0\u00a0år»</a></li>');
    expect(html).toContain('<li><a href="/testside?dag=2025-09-18&amp;alder=0">Uten «Synstolket»</a></li>');
    expect(html).toContain('<a href="/testside?dag=2025-09-18" class="button button-quiet">Nullstill filtre</a></div>');
    expect(render()).not.toContain("programme-empty");
  });

  test("the form is a GET form to the page itself, with a submit button and a link that clears it", () => {
    const html = render({ alder: "9" });
    expect(html).toContain('<form class="programme-filter" aria-label="Filtrer programmet" action="/testside" method="get">');
    expect(html).toContain('<button type="submit" class="button">Vis program</button>');
    expect(html).toContain('<a href="/testside" class="filter-reset">Nullstill filtre</a>');
    // The folded filters stay folded when one is in use: the summary counts it and a chip names it,
    // a link to the same programme without it.
    expect(html).toContain('<details class="filter-more"><summary>Flere filtre<span class="cat-in-use">1 valgt</span></summary>');
    expect(html).toContain(
      '<ul class="chosen-chips" aria-label="Valgte filtre"><li><a href="/testside" aria-label="Fjern «9\u00a0år»">9\u00a0år</a></li></ul>',
    );
    const plain = render({ dag: "2025-09-18" });
    expect(plain).toContain('<details class="filter-more"><summary>Flere filtre</summary>');
    expect(plain).not.toContain("chosen-chips");
  });

  test("the next days keep the filters, and days from a start survive the next submit", () => {
    const day = (date: string, n: number) =>
      Array.from({ length: n }, (_, i) => screening(`${date}-${i}`, `${date}T${String(10 + i).padStart(2, "0")}:00:00+02:00`, { ageLimit: "A" }));
    const season = programmePage({}, [
      ...day("2025-09-18", 12),
      ...day("2025-09-19", 12),
      ...day("2025-09-20", 12),
      ...day("2025-09-21", 12),
      screening("eldre", "2025-09-21T23:00:00+02:00"),
    ]);
    expect(render({ alder: "7" }, season)).toContain('href="/testside?fra=2025-09-21&amp;alder=7" rel="next"');
    expect(render({ fra: "2025-09-19" }, season)).toContain('<input type="hidden" name="fra" value="2025-09-19"/>');
  });
});

describe("ticket states at the demo's now", () => {
  const html = everyDay();

  test("on sale: the checkout in a new window", () => {
    expect(row(html, "ons-kveld")).toContain('data-status="on-sale"');
    expect(row(html, "ons-kveld")).toMatch(
      /<a href="https:\/\/billett\.example\.no\/nff\/ons-kveld" target="_blank" rel="noopener" class="button ticket-button i-ticket" aria-label="Kjøp billett: Nordlys og natt, Onsdag 17. september 18:00 \(åpnes i nytt vindu\)">/,
    );
  });

  test("sold out: Utsolgt, no link to the checkout", () => {
    expect(row(html, "tors-buff")).toContain('data-status="sold-out"');
    expect(row(html, "tors-buff")).toContain('<span class="sold-out">Utsolgt</span>');
    expect(row(html, "tors-buff")).not.toContain("billett.example.no");
  });

  test("sold out: 'Si fra om det blir ledig' waits, invisible, for the page's script; no row on sale or started has it", () => {
    expect(row(html, "tors-buff")).toMatch(
      /<button type="button" class="seat-button" data-seat="tors-buff" data-pending="" title="[^"]+">Si fra om det blir ledig<\/button>/,
    );
    for (const id of ["ons-kveld", "tirs", "ons-morgen"]) expect(row(html, id)).not.toContain("seat-button");
  });

  test("started: Visningen er over, no link to the checkout — today's morning screening too", () => {
    for (const id of ["tirs", "ons-morgen"]) {
      expect(row(html, id)).toContain('data-status="past"');
      expect(row(html, id)).toContain("Visningen er over");
      expect(row(html, id)).not.toContain("ticket-button");
    }
  });

  test("every screening still to come offers its calendar file; one that has started does not", () => {
    const started = ["tirs", "ons-morgen"];
    for (const e of events.filter((e) => !started.includes(e.id)))
      expect(row(html, e.id)).toContain(`<a href="/api/events/${e.id}.ics" class="calendar-link i-calendar" aria-label="Legg i kalender: `);
    expect(row(html, "ons-kveld")).toContain("Legg i kalender");
    for (const id of started) {
      expect(row(html, id)).not.toContain("calendar-link");
      expect(row(html, id)).not.toContain("Legg i kalender");
    }
  });
});

describe("markup other code relies on", () => {
  test("the list names itself, each row carries its facts, and the island gets its count phrase and offline words", () => {
    const html = everyDay({}, programmePage({ title: "Kinoprogram" }));
    expect(html).toContain('<section class="block b-programme" data-list-name="Kinoprogram" data-block="p" data-search="fra=2025-09-16">');
    expect(row(html, "fre-buff")).toMatch(
      /^data-event-id="fre-buff" data-section="buff" data-status="on-sale" data-day="2025-09-19" data-place="Sal 2" data-age="12" data-access="captioned"/,
    );
    expect(html).toContain('<div class="programme" data-island="programme-filter">');
    expect(html).toContain(
      '<script type="application/json" data-island-props="programme-filter">{"count":{"one":"Viser 1 visning","other":"Viser {n} visninger"},"offline":"Uten nett: viser det som er lagret på telefonen fra før.","notKept":{"day":"{day} er ikke lagret på telefonen, så den dagen kan ikke vises uten nett.","days":"Dagene fra {day} er ikke lagret på telefonen, så de kan ikke vises uten nett.","kept":"Dette er lagret og kan vises uten nett:","none":"Ingen dager av programmet er lagret på telefonen.","intlLocale":"nb-NO"}}</script>',
    );
  });

  test("the film page's ticket list names itself and shows the same ticket states", () => {
    const d = data(page([block("ticket-list", "t", 1)], { path: "/:production" }), {
      document: { kind: "production", production: film, events: [events[0], events[2], events[3]].flatMap((e) => (e ? [e] : [])) },
    });
    const html = render({}, d);
    expect(html).toContain('<section class="block b-ticket-list" id="visninger" data-list-name="Visninger">');
    expect(row(html, "tirs")).toContain("Visningen er over");
    expect(row(html, "ons-kveld")).toContain("ticket-button");
    expect(row(html, "tors-buff")).toContain('<span class="sold-out">Utsolgt</span>');
  });

  test("a programme with nothing scheduled says so, without a form", () => {
    const html = render({}, programmePage({}, []));
    expect(html).toContain("Programmet er ikke klart ennå.");
    expect(html).not.toContain("<form");
  });
});
