import type { FestivalEvent } from "../content/event";
import type { PageData } from "../content/page-data";
import type { TrackedItem } from "../shared/island-markers";
import { visibleBlocks } from "./blocks/page-order";
import { Island } from "./Island";
import type { RenderContext } from "./render-context";
import { seatWatchWords } from "./seat-watch-words";

/** Blocks that list screenings with ticket buttons (Screening.tsx, and the catalogue's FilmCard.tsx). */
const SCREENING_BLOCKS = new Set(["programme", "ticket-list", "catalogue", "now-and-next"]);

/** Every event the page data holds: a film's or culture production's, and its sources'. */
function pageEvents(data: PageData): FestivalEvent[] {
  const doc = data.document;
  const own = doc && doc.kind !== "article" ? doc.events : [];
  const fromSources = Object.values(data.sources).flatMap((s) => (s.model === "production" ? s.events : s.model === "event" ? s.items : []));
  return [...own, ...fromSources];
}

/**
 * Whether the page shows screenings a visitor can still buy: a visible programme or ticket list,
 * and at least one event that has not started. Pages of past festivals get no island at all.
 */
export function showsUpcomingScreenings(data: PageData, now: number): boolean {
  if (!visibleBlocks(data.page.blocks).some((b) => SCREENING_BLOCKS.has(b.component))) return false;
  return pageEvents(data).some((e) => Date.parse(e.startsAt) > now);
}

/**
 * The film or culture production a page shows, as analytics sees it (VIEW_ITEM).
 * Category is the programme section of its next screening (festival, buff, cinema, culture).
 */
export function viewedItem(data: PageData, brand: string, now: number): TrackedItem | undefined {
  const doc = data.document;
  if (!doc || doc.kind === "article") return undefined;
  const sorted = [...doc.events].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const next = sorted.find((e) => Date.parse(e.startsAt) > now) ?? sorted[0];
  return {
    id: doc.production.id,
    name: doc.production.title,
    brand,
    listName: doc.kind === "production" ? "film-page" : "culture-page",
    category: next?.section ?? (doc.kind === "culture" ? "culture" : doc.production.object),
  };
}

/**
 * The page-level islands, after the blocks: live ticket status where screenings are on sale, and
 * analytics only when the site has a Google Analytics id (empty in the demo, so
 * nothing is loaded and nothing is sent). Neither has a visible fallback: both only add behaviour.
 *
 * @example <PageBlocks data={data} ctx={ctx} /><PageIslands data={data} ctx={ctx} />
 */
export function PageIslands({ data, ctx }: { data: PageData; ctx: RenderContext }) {
  const analyticsId = ctx.site.analytics.googleAnalyticsId.trim();
  const item = analyticsId ? viewedItem(data, ctx.site.festivalName, ctx.now) : undefined;
  return (
    <>
      {showsUpcomingScreenings(data, ctx.now) && (
        <Island name="live-screenings" props={{ locale: ctx.locale, soldOutLabel: ctx.t.soldOut, seats: seatWatchWords(ctx) }}>
          {null}
        </Island>
      )}
      {analyticsId && (
        <Island name="tracking" props={{ googleAnalyticsId: analyticsId, brand: ctx.site.festivalName, ...(item ? { viewedItem: item } : {}) }}>
          {null}
        </Island>
      )}
    </>
  );
}
