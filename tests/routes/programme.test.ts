import { beforeAll, describe, expect, it } from "vitest";
import content from "../../build/content.json";
import { fetchPage, h1Of, mainOf, visitCached } from "../support/fetch-page";
import { renderedKeys } from "../support/kv-html";

/**
 * The programme pages through the worker, at the demo's now (Wednesday 17 September 2025, noon,
 * mid-festival): what a view lists (and nothing hidden), filters as query parameters, a query that
 * names nothing answered 404 and never kept, ticket states, the English twin.
 */

type Row = { id: string; section: string; status: string; age: string; place: string; day: string; hidden: boolean };

/** Every screening row of the page, with its facts. */
function rows(html: string): Row[] {
  return [...mainOf(html).matchAll(/<li class="screening[^"]*"([^>]*)>/g)].map((m) => {
    const attrs = m[1] ?? "";
    const attr = (name: string) => new RegExp(`data-${name}="([^"]*)"`).exec(attrs)?.[1] ?? "";
    return {
      id: attr("event-id"),
      section: attr("section"),
      status: attr("status"),
      age: attr("age"),
      place: attr("place"),
      day: attr("day"),
      hidden: / hidden=""/.test(attrs),
    };
  });
}
const ids = (html: string) => rows(html).map((r) => r.id);

/** The demo's film screenings (the programme's source is every film), in time order: what a view should hold. */
const films = content.events.filter((e) => "parentSlug" in e.production).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
type Screening = (typeof films)[number];
const onDay = (day: string) => films.filter((e) => e.startsAt.startsWith(day));
const NOW = Date.parse("2025-09-17T12:00:00+02:00");
/** The same screenings, whatever the order of those starting together. */
const sameSet = (actual: string[], expected: string[]) => expect([...actual].sort()).toEqual([...expected].sort());
const marks = (e: Screening) => ("accessibility" in e ? (e.accessibility as string[]) : []);

// The first request of a run loads the content bundle and builds the page data: not what is timed here.
beforeAll(() => fetchPage("/kinoprogram"), 30_000);

describe("/kinoprogram", () => {
  it("lists what is still to come from now, whole days, at most 40, with a form, a count and the way on", async () => {
    const { response, html } = await fetchPage("/kinoprogram");
    expect(response.status).toBe(200);
    const listed = rows(html);
    expect(listed.length).toBeGreaterThan(20);
    expect(listed.length).toBeLessThanOrEqual(40);
    expect(listed.every((r) => r.day >= "2025-09-17" && !r.hidden)).toBe(true);
    expect(listed.some((r) => r.id === "nff25-kystlinjer-apning")).toBe(false);
    expect(html).toContain(`<p class="programme-count" role="status">Viser ${listed.length} visninger</p>`);
    expect(html).toMatch(/<a class="pager-link pager-next" href="\/kinoprogram\?fra=\d{4}-\d{2}-\d{2}" rel="next">/);
    expect(html).toContain('<a class="day-tab day-tab-step" href="/kinoprogram?dag=2025-09-16">');
    // The festival's busy days: what is still to come today, by time.
    expect(listed[0]?.id).toBe(films.find((e) => Date.parse(e.startsAt) > NOW)?.id);
  });

  it("a day's page carries that day's screenings only", async () => {
    const { html } = await fetchPage("/kinoprogram?dag=2025-09-20");
    sameSet(
      ids(html),
      onDay("2025-09-20").map((e) => e.id),
    );
    expect(rows(html).length).toBeGreaterThan(0);
    expect(rows(html).every((r) => r.day === "2025-09-20" && !r.hidden)).toBe(true);
    // Only the running head of printed sheets is hidden on screen (docs/decisions/047).
    expect(html.replace(/<div class="print-head"[^>]*hidden="">/, "")).not.toContain('hidden=""');
  });

  it("filters by section, and by day and sal", async () => {
    const { html } = await fetchPage("/kinoprogram?seksjon=buff");
    expect(rows(html).length).toBeGreaterThan(0);
    expect(rows(html).every((r) => r.section === "buff")).toBe(true);
    const day = rows((await fetchPage("/kinoprogram?dag=2025-09-20")).html);
    const place = day[0]?.place ?? "";
    const sal = rows((await fetchPage(`/kinoprogram?dag=2025-09-20&sted=${encodeURIComponent(place)}`)).html);
    expect(sal.length).toBeGreaterThan(0);
    expect(sal.map((r) => r.id)).toEqual(day.filter((r) => r.place === place).map((r) => r.id));
  });

  it("filters by a child's age, alone and with an adult", async () => {
    const alone = rows((await fetchPage("/kinoprogram?dag=2025-09-20&alder=7")).html);
    expect(alone.length).toBeGreaterThan(0);
    expect(alone.every((r) => r.age === "A" || r.age === "6")).toBe(true);
    sameSet(
      alone.map((r) => r.id),
      onDay("2025-09-20")
        .filter((e) => e.ageLimit === "A" || e.ageLimit === "6")
        .map((e) => e.id),
    );
    const withAdult = rows((await fetchPage("/kinoprogram?alder=12&voksen=ja")).html);
    expect(new Set(withAdult.map((r) => r.age))).toEqual(new Set(["A", "6", "9", "12", "15"]));
  });

  it("filters by more than one accessibility mark at once, over as many days as it takes to fill the page", async () => {
    const { html } = await fetchPage("/kinoprogram?tilrettelegging=rullestol&tilrettelegging=synstolket");
    const both = new Set(films.filter((e) => marks(e).includes("wheelchair") && marks(e).includes("audio-description")).map((e) => e.id));
    expect(ids(html).length).toBeGreaterThan(0);
    for (const id of ids(html)) expect(both.has(id), id).toBe(true);
    expect(html).toMatch(/name="tilrettelegging" checked="" value="synstolket"/);
  });

  it("a GET form with the values the browser sends, empty ones and a lone 'with an adult' included, gives the same list as the clean link", async () => {
    const sent = (await fetchPage("/kinoprogram?dag=&sted=&seksjon=kino&alder=9&voksen=ja")).html;
    const clean = (await fetchPage("/kinoprogram?seksjon=kino&alder=9&voksen=ja")).html;
    expect(ids(sent)).toEqual(ids(clean));
    expect(rows(clean).every((r) => r.section === "cinema" && ["A", "6", "9", "12"].includes(r.age))).toBe(true);
    const lone = await fetchPage("/kinoprogram?alder=&voksen=ja");
    expect(lone.response.status).toBe(200);
    expect(ids(lone.html)).toEqual(ids((await fetchPage("/kinoprogram")).html));
  });

  it("shows each screening's ticket state at the site's now", async () => {
    const statusOn = async (day: string) => {
      const { html } = await fetchPage(`/kinoprogram?dag=${day}`);
      return { html, status: Object.fromEntries(rows(html).map((r) => [r.id, r.status])) };
    };
    const monday = await statusOn("2025-09-15");
    expect(monday.status["nff25-kystlinjer-apning"]).toBe("past"); // the opening film
    expect(monday.html).toContain("Visningen er over");
    const today = await statusOn("2025-09-17");
    const tonight = onDay("2025-09-17").find((e) => Date.parse(e.startsAt) > NOW && !e.soldOut && !("cancelled" in e && e.cancelled));
    expect(tonight && today.status[tonight.id]).toBe("on-sale");
    expect(today.html).toContain(`href="/api/events/${tonight?.id}.ics"`);
    const soldOut = films.find((e) => Date.parse(e.startsAt) > NOW && e.soldOut && !("cancelled" in e && e.cancelled));
    expect(soldOut && (await statusOn(soldOut.startsAt.slice(0, 10))).status[soldOut.id]).toBe("sold-out");
  });
});

describe("a query that names nothing in the programme", () => {
  const NOTHING = [
    "dag=2031-01-01", // no screenings that day
    "dag=2025-09-22", // between the festival and the cinema's October
    "fra=2025-12-31",
    "dag=2025-09-20&fra=2025-09-21",
    "sted=Mars",
    "sted=%3Cscript%3E",
    "seksjon=kultur", // /kinoprogram has films only
    "alder=18",
    "alder=99",
    "dag=2025-09-20&tilrettelegging=avslappet&tilrettelegging=tekstet&sted=Sal+7",
  ];

  it.each(NOTHING)("?%s is the site's 404 page", async (query) => {
    const { response, html } = await fetchPage(`/kinoprogram?${query}`);
    expect(response.status).toBe(404);
    expect(h1Of(html)).toBe(h1Of((await fetchPage("/finnes-ikke")).html));
    expect(html).not.toContain('class="screening');
    expect(html).not.toContain("<script>");
  });

  it("is never kept: no copy in the edge cache or in KV, however often it is asked", async () => {
    const before = await renderedKeys();
    for (const query of NOTHING) {
      for (let i = 0; i < 2; i++) {
        const { response, edge } = await visitCached(`/kinoprogram?${query}`);
        expect(response.status, query).toBe(404);
        expect(edge, query).toBe("bypass");
      }
    }
    expect(await renderedKeys()).toEqual(before);
    // A value the page reads, kept as any page is: the same machinery, so the check above can fail.
    await visitCached("/kinoprogram?dag=2025-09-20");
    expect((await renderedKeys()).filter((key) => !before.includes(key))).toHaveLength(1);
  });

  it("values of a shape no page reads are dropped before the page sees them: the plain programme", async () => {
    const plain = ids((await fetchPage("/kinoprogram")).html);
    for (const query of ["alder=tolv&voksen=1", "dag=2025-13-45x", "seksjon=cinema&tilrettelegging=alt", "dag=%E0%A4%A&alder=-3", "tidligere=ja"]) {
      const { response, html } = await fetchPage(`/kinoprogram?${query}`);
      expect(response.status, query).toBe(200);
      expect(ids(html), query).toEqual(plain);
      expect(html, query).toContain('<option value="" selected="">Alle aldre</option>');
    }
  });
});

describe("the other programme pages", () => {
  it("/arrangementer filters by venue and says so when nothing fits, offering to clear", async () => {
    const venue = rows((await fetchPage("/arrangementer?sted=Kulturhuset&fra=2025-09-15")).html);
    expect(venue.length).toBeGreaterThan(0);
    expect(venue.every((r) => r.place === "Kulturhuset")).toBe(true);
    const { response, html } = await fetchPage("/arrangementer?sted=Kulturhuset&tilrettelegging=synstolket&dag=2025-09-20");
    expect(response.status).toBe(200);
    expect(ids(html)).toEqual([]);
    // Each choice can be taken away alone; clearing the filters keeps the chosen day: the day is the tabs' choice, not a filter.
    expect(html).toContain('<div class="programme-empty"><p>Ingen visninger passer alle valgene dine.</p>');
    expect(html).toContain('<a href="/arrangementer?dag=2025-09-20&amp;tilrettelegging=synstolket">Uten «Kulturhuset»</a>');
    expect(html).toContain('<a href="/arrangementer?dag=2025-09-20" class="button button-quiet">Nullstill filtre</a>');
  });

  it.each(["/buff-program", "/buff-program-2", "/den-store-kinodagen", "/arrangementer-gammel"])("%s has the filter form and a named list", async (path) => {
    const { response, html } = await fetchPage(`${path}?alder=6`);
    expect(response.status).toBe(200);
    expect(html).toContain(`<form class="programme-filter" aria-label="Filtrer programmet" action="${path}" method="get">`);
    expect(html).toMatch(/<section class="block b-programme" data-list-name="[^"]+" data-block="[^"]+" data-search="alder=6">/);
    expect(rows(html).every((r) => r.age === "A" || r.age === "6")).toBe(true);
  });

  it("/english-program: a day's page in English, film titles in English with the original after", async () => {
    const { response, html } = await fetchPage("/english-program?dag=2025-09-20");
    expect(response.status).toBe(200);
    expect(rows(html).every((r) => r.day === "2025-09-20")).toBe(true);
    expect(html).toContain(`<p class="programme-count" role="status">Showing ${onDay("2025-09-20").length} screenings</p>`);
    expect(html).toContain('<h3 class="day-heading">Saturday 20 September</h3><fieldset class="day-view"><legend>Show as</legend>');
    expect(html).toContain('<span class="day-tab-name">From now</span>');
    expect(html).toContain('<span class="pager-label">Next day<span aria-hidden="true"> ›</span></span>');
    expect(html).toMatch(/<p class="screening-title"><a href="[^"]+">[^<]+<\/a><span class="screening-original" lang="nb">/);
    expect((await fetchPage("/english-program?dag=2031-01-01")).response.status).toBe(404);
  });
});

describe("/english-program and English subtitles", () => {
  /** The screening rows of a page, each with its film's subtitles and its marks. */
  const subtitled = (html: string) =>
    mainOf(html)
      .split(/(?=<li class="screening[ "])/)
      .slice(1)
      .map((row) => ({
        id: /data-event-id="([^"]*)"/.exec(row)?.[1] ?? "",
        subtitles: (/data-subtitles="([^"]*)"/.exec(row)?.[1] ?? "").split(" "),
        marks: [...row.matchAll(/<li class="mark [^"]*">([^<]*)<\/li>/g)].map((k) => k[1]),
      }));

  it("marks the screenings whose film has English subtitles, and says so true of the other marks", async () => {
    const { html } = await fetchPage("/english-program?dag=2025-09-20");
    const all = subtitled(html);
    expect(all.length).toBeGreaterThan(0);
    for (const row of all) expect(row.marks.includes("English subtitles")).toBe(row.subtitles.includes("engelsk"));
    expect(all.some((r) => r.marks.includes("English subtitles"))).toBe(true);
    expect(html).not.toContain("Captioned");
    // Pomorhandel has Norwegian subtitles only: subtitled, never marked as English.
    const pomorhandel = subtitled((await fetchPage("/english-program?dag=2025-09-17")).html).filter((r) => r.id.startsWith("nff25-pomorhandel"));
    expect(pomorhandel.length).toBeGreaterThan(0);
    expect(pomorhandel.every((r) => r.subtitles.join() === "norsk" && r.marks.includes("Subtitled") && !r.marks.includes("English subtitles"))).toBe(true);
    // The page says what its marks are.
    expect(html).toContain("Screenings with English subtitles are marked “English subtitles”");
  });

  it("filters by English subtitles from the address and the form offers it", async () => {
    const { response, html } = await fetchPage("/english-program?tekst=engelsk");
    expect(response.status).toBe(200);
    expect(html).toMatch(/<select id="[^"]+-tekst" name="tekst">[\s\S]*?<option value="engelsk" selected="">English subtitles<\/option>/);
    const shown = subtitled(html);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((r) => r.subtitles.includes("engelsk") && r.marks.includes("English subtitles"))).toBe(true);
    expect((await fetchPage("/english-program?tekst=klingon")).response.status).toBe(404);
  });
});
