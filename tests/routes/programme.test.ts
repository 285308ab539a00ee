import { beforeAll, describe, expect, it } from "vitest";
import content from "../../build/content.json";
import { fetchPage, mainOf } from "../support/fetch-page";

/**
 * The programme pages through the worker, at the demo's now (Wednesday 17 September 2025, noon,
 * mid-festival): filters as query parameters, bad values ignored, ticket states.
 */

type Row = { id: string; section: string; status: string; age: string; place: string; day: string; shown: boolean };

/** Every screening row of the page, with its facts and whether a visitor sees it. */
function rows(html: string): Row[] {
  return [...mainOf(html).matchAll(/<li class="screening[^"]*"([^>]*)>/g)].map((m) => {
    const attrs = m[1] ?? "";
    const attr = (name: string) => new RegExp(`data-${name}="([^"]*)"`).exec(attrs)?.[1] ?? "";
    return { id: attr("event-id"), section: attr("section"), status: attr("status"), age: attr("age"), place: attr("place"), day: attr("day"), shown: !/ hidden=""/.test(attrs) };
  });
}
const shown = (html: string) => rows(html).filter((r) => r.shown);
const ids = (html: string) => shown(html).map((r) => r.id);

/** The demo's film screenings (the programme's source is every film), in time order: what a filter should leave. */
const screenings = content.events
  .filter((e) => "parentSlug" in e.production)
  .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
const idsWhere = (keep: (e: (typeof screenings)[number]) => boolean) => screenings.filter(keep).map((e) => e.id);
const startOf = new Map(screenings.map((e) => [e.id, Date.parse(e.startsAt)]));

/** The rows are exactly `expected`, in time order (screenings starting together in any order). */
function expectScreenings(actual: string[], expected: string[]): void {
  expect([...actual].sort()).toEqual([...expected].sort());
  const starts = actual.map((id) => startOf.get(id) ?? NaN);
  expect(starts.every((t, i) => i === 0 || (starts[i - 1] ?? NaN) <= t)).toBe(true);
}

// The first request of a run loads the content bundle and builds the page data: not what is timed here.
beforeAll(() => fetchPage("/kinoprogram"), 30_000);

describe("/kinoprogram", () => {
  it("lists today and later by default, with a form, a count and a way to the earlier days", async () => {
    const { response, html } = await fetchPage("/kinoprogram");
    expect(response.status).toBe(200);
    const visible = shown(html);
    expect(visible.length).toBeGreaterThan(20);
    expect(visible.every((r) => r.day >= "2025-09-17")).toBe(true);
    expect(rows(html).some((r) => r.day === "2025-09-15")).toBe(true);
    expect(html).toContain(`<p class="programme-count" role="status">Viser ${visible.length} visninger</p>`);
    expect(html).toContain('<a class="programme-earlier" href="/kinoprogram?tidligere=ja">Vis tidligere dager</a>');
    expect(new Set(visible.map((r) => r.section))).toEqual(new Set(["festival", "buff", "cinema"]));
  });

  it("filters by section", async () => {
    const { html } = await fetchPage("/kinoprogram?seksjon=buff");
    expect(shown(html).length).toBeGreaterThan(0);
    expect(shown(html).every((r) => r.section === "buff")).toBe(true);
  });

  it("filters by day and by place", async () => {
    // Saturday of the festival: every film's screening that day, in time order, and no other day's.
    const day = shown((await fetchPage("/kinoprogram?dag=2025-09-20")).html);
    const saturday = idsWhere((e) => e.startsAt.startsWith("2025-09-20"));
    expect(saturday.length).toBeGreaterThan(30);
    expectScreenings(day.map((r) => r.id), saturday);
    // Films are shown at several places, so the place to choose is the venue (one venue only: its sals).
    const place = shown((await fetchPage("/kinoprogram?dag=2025-09-20&sted=Samisk+hus")).html);
    const atSamiskHus = idsWhere((e) => e.startsAt.startsWith("2025-09-20") && e.venue === "Samisk hus");
    expect(atSamiskHus.length).toBeGreaterThan(0);
    expect(atSamiskHus.length).toBeLessThan(saturday.length);
    expectScreenings(place.map((r) => r.id), atSamiskHus);
  });

  it("filters by a child's age, alone and with an adult", async () => {
    // A seven-year-old alone: only what is allowed for all and from six years, every one of them that day.
    const alone = shown((await fetchPage("/kinoprogram?dag=2025-09-20&alder=7")).html);
    expectScreenings(alone.map((r) => r.id), idsWhere((e) => e.startsAt.startsWith("2025-09-20") && ["A", "6"].includes(e.ageLimit)));
    expect(new Set(alone.map((r) => r.age))).toEqual(new Set(["6", "A"]));
    const withAdult = shown((await fetchPage("/kinoprogram?alder=12&voksen=ja")).html);
    expect(new Set(withAdult.map((r) => r.age))).toEqual(new Set(["A", "6", "9", "12", "15"]));
  });

  it("filters by more than one accessibility mark at once", async () => {
    const { html } = await fetchPage("/kinoprogram?tilrettelegging=rullestol&tilrettelegging=synstolket");
    // From today (the site's clock: 17 September) on, the screenings with both marks, and only those.
    const both = idsWhere((e) => e.startsAt >= "2025-09-17" && e.accessibility.includes("wheelchair") && e.accessibility.includes("audio-description"));
    expect(both).toEqual(expect.arrayContaining(["nff25-kystlinjer-4", "kino25-kystlinjer-1004", "buff25-makeoya-5", "kino25-stormvarsel-1119"]));
    expectScreenings(ids(html), both);
    expect(html).toMatch(/name="tilrettelegging" checked="" value="synstolket"/);
  });

  it("ignores bad values calmly: 200, the whole programme, the form showing no filter", async () => {
    const plain = ids((await fetchPage("/kinoprogram")).html);
    for (const query of ["alder=tolv&voksen=1", "dag=2025-13-45&sted=%3Cscript%3E", "seksjon=cinema&tilrettelegging=alt", "dag=%E0%A4%A&alder=-3", "alder=99&tidligere=kanskje"]) {
      const { response, html } = await fetchPage(`/kinoprogram?${query}`);
      expect(response.status, query).toBe(200);
      expect(ids(html), query).toEqual(plain);
      expect(html, query).toContain('<option value="" selected="">Alle aldre</option>');
      expect(html, query).not.toContain("<script>");
    }
  });

  it("a GET form with the values the browser sends, empty ones included, gives the same list as the clean link", async () => {
    const sent = (await fetchPage("/kinoprogram?dag=&sted=&seksjon=kino&alder=9&voksen=ja")).html;
    const clean = (await fetchPage("/kinoprogram?seksjon=kino&alder=9&voksen=ja")).html;
    expect(ids(sent)).toEqual(ids(clean));
    expect(shown(clean).every((r) => r.section === "cinema" && ["A", "6", "9", "12"].includes(r.age))).toBe(true);
  });

  it("shows each screening's ticket state at the site's now", async () => {
    const { html } = await fetchPage("/kinoprogram?tidligere=ja");
    const status = Object.fromEntries(rows(html).map((r) => [r.id, r.status]));
    expect(status["nff25-kystlinjer-apning"]).toBe("past"); // Monday, the opening film
    expect(status["nff25-nordlys-1"]).toBe("on-sale"); // tonight
    expect(status["kino25-kd-stormvarsel"]).toBe("sold-out");
    expect(html).toContain("Visningen er over");
    expect(html).toContain('href="/api/events/nff25-nordlys-1.ics"');
  });
});

describe("the other programme pages", () => {
  it("/arrangementer filters by venue and says so when nothing fits, offering to clear", async () => {
    const venue = shown((await fetchPage("/arrangementer?sted=Kulturhuset&tidligere=ja")).html);
    expect(venue.length).toBeGreaterThan(0);
    expect(venue.every((r) => r.place === "Kulturhuset")).toBe(true);
    const { response, html } = await fetchPage("/arrangementer?sted=Kulturhuset&alder=0&tilrettelegging=synstolket&dag=2025-09-20");
    expect(response.status).toBe(200);
    expect(ids(html)).toEqual([]);
    // Clearing the filters keeps the chosen day: the day is the tabs' choice, not a filter.
    expect(html).toContain('<div class="programme-empty"><p>Ingen visninger passer filtrene dine.</p><a href="/arrangementer?dag=2025-09-20"');
  });

  it.each(["/buff-program", "/buff-program-2", "/den-store-kinodagen", "/arrangementer-gammel"])("%s has the filter form and a named list", async (path) => {
    const { response, html } = await fetchPage(`${path}?alder=6`);
    expect(response.status).toBe(200);
    expect(html).toContain(`<form class="programme-filter" aria-label="Filtrer programmet" data-search="alder=6" action="${path}" method="get">`);
    expect(html).toMatch(/<section class="block b-programme" data-list-name="[^"]+">/);
    expect(shown(html).every((r) => r.age === "A" || r.age === "6")).toBe(true);
  });
});
