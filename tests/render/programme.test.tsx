import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { resetWarnings } from "../../src/render/blocks/warn-once";
import { block, ctx, data, film, page, screening } from "./fixtures";

/**
 * The programme block as a visitor without JavaScript gets it, at the demo's now (Wednesday
 * 17 September 2025, noon): which screenings show for a query, what the form says is applied, and
 * each screening's ticket state.
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

const render = (query: Record<string, string | string[]> = {}, d = programmePage()) => {
  const queries = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));
  const single = Object.fromEntries(Object.entries(queries).map(([k, v]) => [k, v[0] ?? ""]));
  return renderToString(<PageBlocks data={d} ctx={ctx({ query: single, queries })} />);
};

/** The ids of the screenings a visitor sees, in page order (left-out ones carry `hidden`). */
function shown(html: string): string[] {
  return [...html.matchAll(/<li class="screening[^"]*"([^>]*)>/g)]
    .filter((m) => !/ hidden=""/.test(m[1] ?? ""))
    .map((m) => /data-event-id="([^"]+)"/.exec(m[1] ?? "")?.[1] ?? "?");
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

/** The day of the tab marked as the page's (aria-current), "all" for "Alle dager", or undefined. */
function currentTab(html: string): string | undefined {
  const m = /<a class="day-tab[^"]*" href="[^"]*"( data-day="[^"]*")? aria-current="page">/.exec(html);
  return m ? (/data-day="([^"]*)"/.exec(m[1] ?? "")?.[1] ?? "all") : undefined;
}

const count = (html: string) => /class="programme-count" role="status">([^<]*)</.exec(html)?.[1];

afterEach(() => {
  resetWarnings();
  vi.restoreAllMocks();
});

describe("the programme without filters", () => {
  test("leaves out days already over, today and later in time order, and offers the earlier days", () => {
    const html = render();
    expect(shown(html)).toEqual(["ons-morgen", "ons-kveld", "tors-buff", "tors-kino", "fre-buff", "fre-natt"]);
    expect(html).toMatch(/<div class="programme-day" data-day="2025-09-16" hidden="">/);
    expect(html).toContain('<a class="programme-earlier" href="/testside?tidligere=ja">Vis tidligere dager</a>');
    expect(count(html)).toBe("Viser 6 visninger");
    const days = [...html.matchAll(/<h3 class="day-heading">([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(days).toEqual(["Tirsdag 16. september", "Onsdag 17. september", "Torsdag 18. september", "Fredag 19. september"]);
  });

  test("shows the earlier days when asked, and a chosen past day", () => {
    expect(shown(render({ tidligere: "ja" }))).toHaveLength(7);
    expect(shown(render({ dag: "2025-09-16" }))).toEqual(["tirs"]);
  });

  test("shows every day of a programme that is all over (an archive)", () => {
    const old = programmePage({}, [screening("x", "2025-09-15T18:00:00+02:00"), screening("y", "2025-09-16T18:00:00+02:00")]);
    const html = render({}, old);
    expect(shown(html)).toEqual(["x", "y"]);
    expect(html).toMatch(/<a class="programme-earlier"[^>]* hidden="">/);
  });

  test("each row shows time, linked title, place, age limit, length, price, marks and notes", () => {
    const d = programmePage({}, [screening("r", "2025-09-18T18:30:00+02:00", { price: 110, accessibility: ["audio-description", "relaxed"], notes: "Med samtale etterpå." })]);
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
  });

  test("place: the sals, as every screening is in one venue", () => {
    const html = render({ sted: "Sal 2" });
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
    expect(shown(render({ seksjon: "buff" }))).toEqual(["tors-buff", "fre-buff"]);
    const html = render({ seksjon: "kino" });
    expect(shown(html)).toEqual(["tors-kino", "fre-natt"]);
    expect(selected(html, "seksjon")).toBe("Havvik kino");

    // A block fixed to one section offers no choice and ignores the parameter.
    const buffOnly = render({ seksjon: "kino" }, programmePage({ section: "buff" }));
    expect(buffOnly).not.toContain('name="seksjon"');
    expect(shown(buffOnly)).toEqual(["tors-buff", "fre-buff"]);
  });

  test("a child's age alone: films rated up to that age", () => {
    expect(shown(render({ alder: "7" }))).toEqual(["ons-morgen", "ons-kveld"]);
    expect(shown(render({ alder: "0" }))).toEqual(["ons-morgen"]);
  });

  test("with an adult: up to three years above the age, but A stays the only choice for the youngest", () => {
    const html = render({ alder: "7", voksen: "ja" });
    expect(shown(html)).toEqual(["ons-morgen", "ons-kveld", "tors-buff"]);
    expect(selected(html, "alder")).toBe("7\u00a0år");
    expect(html).toMatch(/<input type="checkbox"[^>]*name="voksen" checked=""/);
    expect(shown(render({ alder: "2", voksen: "ja" }))).toEqual(["ons-morgen"]);
  });

  test("with an adult never 18", () => {
    expect(shown(render({ alder: "15", voksen: "ja" }))).not.toContain("fre-natt");
    expect(shown(render({ alder: "17", voksen: "ja" }))).toEqual(["ons-morgen", "ons-kveld", "tors-buff", "tors-kino", "fre-buff"]);
  });

  test("accessibility: every chosen mark at once", () => {
    expect(shown(render({ tilrettelegging: "tekstet" }))).toEqual(["ons-kveld", "tors-kino", "fre-buff"]);
    const html = render({ tilrettelegging: ["tekstet", "synstolket"] });
    expect(shown(html)).toEqual(["tors-kino"]);
    expect(html).toMatch(/name="tilrettelegging" checked="" value="tekstet"/);
    expect(html).toMatch(/name="tilrettelegging" checked="" value="synstolket"/);
    expect(html).toMatch(/name="tilrettelegging" value="avslappet"/);
  });

  test("bad and unknown values are ignored, and the form shows only what is applied", () => {
    const html = render({ dag: "i-morgen", sted: "Mars", seksjon: "alt", alder: "99", voksen: "kanskje", tilrettelegging: ["teksta", "tekstet"], tidligere: "1" });
    expect(shown(html)).toEqual(["ons-kveld", "tors-kino", "fre-buff"]);
    expect(currentTab(html)).toBe("all");
    expect(html).not.toContain('name="dag"');
    expect(selected(html, "sted")).toBe("Alle steder");
    expect(selected(html, "seksjon")).toBe("Alle");
    expect(selected(html, "alder")).toBe("Alle aldre");
    expect(html).not.toMatch(/name="voksen" checked/);
    for (const bad of ["-1", "7.5", "sju", ""]) expect(shown(render({ alder: bad }))).toHaveLength(6);
  });

  test("an empty result says so and offers to clear the filters", () => {
    const html = render({ alder: "0", tilrettelegging: "synstolket" });
    expect(shown(html)).toEqual([]);
    expect(count(html)).toBe("Viser 0 visninger");
    expect(html).toContain('<div class="programme-empty"><p>Ingen visninger passer filtrene dine.</p><a href="/testside" class="button button-quiet">Nullstill filtre</a></div>');
    expect(render()).toContain('<div class="programme-empty" hidden="">');
  });

  test("the form is a GET form to the page itself, with a submit button and a link that clears it", () => {
    const html = render({ alder: "9" });
    expect(html).toContain('<form class="programme-filter" aria-label="Filtrer programmet" data-search="alder=9" action="/testside" method="get">');
    expect(html).toContain('<button type="submit" class="button">Vis program</button>');
    expect(html).toContain('<a href="/testside" class="filter-reset">Nullstill filtre</a>');
    // The folded filters are open when one of them is in use.
    expect(html).toContain('<details class="filter-more" open="">');
    expect(render({ dag: "2025-09-18" })).toContain('<details class="filter-more">');
  });

  test("the earlier-days link keeps the filters, and asking for earlier days survives the next submit", () => {
    expect(render({ alder: "7" })).toContain('href="/testside?alder=7&amp;tidligere=ja">Vis tidligere dager');
    expect(render({ tidligere: "ja" })).toContain('<input type="hidden" name="tidligere" value="ja"/>');
  });
});

describe("ticket states at the demo's now", () => {
  const html = render({ tidligere: "ja" });

  test("on sale: the checkout in a new window", () => {
    expect(row(html, "ons-kveld")).toContain('data-status="on-sale"');
    expect(row(html, "ons-kveld")).toMatch(/<a href="https:\/\/billett\.example\.no\/nff\/ons-kveld" target="_blank" rel="noopener" class="button ticket-button">/);
  });

  test("sold out: Utsolgt, no link to the checkout", () => {
    expect(row(html, "tors-buff")).toContain('data-status="sold-out"');
    expect(row(html, "tors-buff")).toContain('<span class="sold-out">Utsolgt</span>');
    expect(row(html, "tors-buff")).not.toContain("billett.example.no");
  });

  test("started: Visningen er over, no link to the checkout — today's morning screening too", () => {
    for (const id of ["tirs", "ons-morgen"]) {
      expect(row(html, id)).toContain('data-status="past"');
      expect(row(html, id)).toContain("Visningen er over");
      expect(row(html, id)).not.toContain("ticket-button");
    }
  });

  test("every screening offers its calendar file", () => {
    for (const e of events) expect(row(html, e.id)).toContain(`<a href="/api/events/${e.id}.ics" class="calendar-link">`);
    expect(row(html, "ons-kveld")).toContain("Legg i kalender");
  });
});

describe("markup other code relies on", () => {
  test("the list names itself, each row carries its facts, and the island gets its count phrase", () => {
    const html = render({}, programmePage({ title: "Kinoprogram" }));
    expect(html).toContain('<section class="block b-programme" data-list-name="Kinoprogram">');
    expect(row(html, "fre-buff")).toMatch(/^data-event-id="fre-buff" data-section="buff" data-status="on-sale" data-day="2025-09-19" data-place="Sal 2" data-age="12" data-access="captioned"/);
    expect(html).toContain('<div class="programme" data-island="programme-filter">');
    expect(html).toContain('<script type="application/json" data-island-props="programme-filter">{"count":{"one":"Viser 1 visning","other":"Viser {n} visninger"},"tab":{"one":"1 visning","other":"{n} visninger"}}</script>');
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
