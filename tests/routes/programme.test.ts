import { beforeAll, describe, expect, it } from "vitest";
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

  it("filters by day and by sal", async () => {
    const day = shown((await fetchPage("/kinoprogram?dag=2025-09-20")).html);
    expect(day.map((r) => r.id)).toEqual(["nff25-makeoya-1", "nff25-fiskeren-3", "nff25-kystlinjer-4", "nff25-stormvarsel-snik"]);
    const sal = shown((await fetchPage("/kinoprogram?dag=2025-09-20&sted=Sal+2")).html);
    expect(sal.map((r) => r.id)).toEqual(["nff25-fiskeren-3"]);
  });

  it("filters by a child's age, alone and with an adult", async () => {
    const alone = shown((await fetchPage("/kinoprogram?dag=2025-09-20&alder=7")).html);
    expect(alone.map((r) => r.age)).toEqual(["6", "A"]);
    const withAdult = shown((await fetchPage("/kinoprogram?alder=12&voksen=ja")).html);
    expect(new Set(withAdult.map((r) => r.age))).toEqual(new Set(["A", "6", "9", "12", "15"]));
  });

  it("filters by more than one accessibility mark at once", async () => {
    const { html } = await fetchPage("/kinoprogram?tilrettelegging=rullestol&tilrettelegging=synstolket");
    expect(ids(html)).toEqual(["nff25-kystlinjer-4", "kino25-kystlinjer-1004", "buff25-makeoya-5", "kino25-stormvarsel-1119"]);
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
