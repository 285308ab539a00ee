import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { PageData } from "../../src/content/page-data";
import { PageIslands } from "../../src/render/PageIslands";
import type { LiveScreeningsIslandProps } from "../../src/shared/island-markers";
import { block, ctx, data, film, page, screening, site } from "./fixtures";

/** The JSON props of an island in rendered HTML, or undefined when the island is not there. */
function islandProps(html: string, name: string): unknown {
  const script = new RegExp(`<script type="application/json" data-island-props="${name}">([^<]*)</script>`).exec(html);
  return script ? JSON.parse(script[1] ?? "") : undefined;
}

const withAnalytics = { ...site, analytics: { googleAnalyticsId: "G-HAVVIK2025", googleTagManagerId: "" } };

/** A film page (/:production) with one screening before and one after the demo's now. */
const filmPage: PageData = data(page([block("cover", "c", 1), block("ticket-list", "t", 2)], { path: "/:production" }), {
  document: {
    kind: "production",
    production: film,
    events: [screening("nff25-gammel", "2025-09-15T18:00:00+02:00"), screening("buff25-ny", "2025-10-10T17:00:00+02:00", { section: "buff" })],
  },
});

describe("tracking (VIEW_ITEM, BUY_TICKET)", () => {
  test("is off without an analytics id, as in the demo: no island, no analytics host anywhere", () => {
    const html = renderToString(<PageIslands data={filmPage} ctx={ctx()} />);
    expect(html).not.toContain('data-island="tracking"');
    expect(html).not.toContain("googletagmanager");
    expect(html).not.toContain("G-");
  });

  test("with an id, a film page carries the tracking island with the viewed film", () => {
    const html = renderToString(<PageIslands data={filmPage} ctx={ctx({ site: withAnalytics })} />);
    expect(html).toContain('data-island="tracking"');
    expect(islandProps(html, "tracking")).toEqual({
      googleAnalyticsId: "G-HAVVIK2025",
      brand: "Nordkyst filmfestival",
      viewedItem: { id: "p1", name: "Nordlys og natt", brand: "Nordkyst filmfestival", listName: "film-page", category: "buff" },
    });
    // The tag script itself only comes when the island wakes, at idle time in the browser.
    expect(html).not.toContain("googletagmanager");
  });

  test("with an id, a page that is not a film or culture page tracks ticket clicks but views nothing", () => {
    const programme = data(page([block("programme", "p", 1)]));
    const html = renderToString(<PageIslands data={programme} ctx={ctx({ site: withAnalytics })} />);
    expect(islandProps(html, "tracking")).toEqual({ googleAnalyticsId: "G-HAVVIK2025", brand: "Nordkyst filmfestival" });
  });
});

describe("live screenings island", () => {
  const programmePage = (events: ReturnType<typeof screening>[]): PageData =>
    data(page([block("programme", "p", 1, { data: ["productions"] })]), {
      sources: { productions: { model: "production", items: [film], events } },
    });

  test("is on a programme page with screenings still to come, with the page's sold-out label", () => {
    const html = renderToString(<PageIslands data={programmePage([screening("a", "2025-09-20T18:00:00+02:00")])} ctx={ctx()} />);
    expect(islandProps(html, "live-screenings")).toMatchObject({ locale: "nb", soldOutLabel: "Utsolgt" });
  });

  test("carries what a sold-out row's 'Si fra om det blir ledig' says, and whether push is on", () => {
    const events = [screening("a", "2025-09-20T18:00:00+02:00")];
    const off = islandProps(renderToString(<PageIslands data={programmePage(events)} ctx={ctx()} />), "live-screenings") as LiveScreeningsIslandProps;
    expect(off.seats).toMatchObject({
      push: false,
      on: "Si fra om det blir ledig",
      off: "Slutt å si fra",
      siteOff: "Varsel om ledige plasser er ikke slått på her.",
    });
    const on = islandProps(
      renderToString(<PageIslands data={programmePage(events)} ctx={{ ...ctx(), notify: true }} />),
      "live-screenings",
    ) as LiveScreeningsIslandProps;
    expect(on.seats.push).toBe(true);
  });

  test("is on a film page with a screening to come", () => {
    expect(renderToString(<PageIslands data={filmPage} ctx={ctx()} />)).toContain('data-island="live-screenings"');
  });

  test("is left out when every screening has started, or the page lists none", () => {
    const past = programmePage([screening("a", "2025-09-15T18:00:00+02:00")]);
    expect(renderToString(<PageIslands data={past} ctx={ctx()} />)).not.toContain("live-screenings");
    const hiddenList = data(page([block("programme", "p", 1, { hide: true })]), {
      sources: programmePage([screening("a", "2025-09-20T18:00:00+02:00")]).sources,
    });
    expect(renderToString(<PageIslands data={hiddenList} ctx={ctx()} />)).not.toContain("live-screenings");
    const news = data(page([block("card-list", "n", 1)]));
    expect(renderToString(<PageIslands data={news} ctx={ctx()} />)).toBe("");
  });
});
