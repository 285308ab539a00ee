import type { PageData } from "../../content/page-data";
import { Memo } from "../../shared/memo";
import { warnOnce } from "../blocks/warn-once";
import { jsonForScript } from "../Island";
import type { RenderContext } from "../render-context";
import { pageEvents, type PageEvents } from "./page-events";
import { type GraphTheme, pageGraph } from "./page-graph";

export type StructuredDataProps = { data: PageData; ctx: RenderContext; theme: GraphTheme };

/**
 * The page's schema.org data for search engines (ScreeningEvent, Event, NewsArticle) as one
 * JSON-LD script, for what this request's page shows (a programme day: that day's screenings). A
 * data block, not code, so the CSP (no inline scripts) does not apply; written with
 * jsonForScript, so a `</script>` in a title cannot end it. Nothing on pages without any, and
 * nothing (logged once) if it cannot be made: it is for crawlers and must never cost a page.
 *
 * @example <PageBlocks data={data} ctx={ctx} /><StructuredData data={data} ctx={ctx} theme={theme} />
 */
export function StructuredData({ data, ctx, theme }: StructuredDataProps) {
  let shown: PageEvents;
  try {
    shown = pageEvents(data, ctx);
  } catch (error) {
    warnOnce(`structured-data:${data.page.id}`, `[render] ${data.page.path}: structured data failed, left out`, error);
    return null;
  }
  // A screening's offer ends at its start: how many have started is part of what the graph says.
  const started = shown.events.filter((e) => Date.parse(e.startsAt) <= ctx.now).length;
  const json = graphs.get(data, [theme, ctx.site.host, `${shown.events.map((e) => e.id).join(" ")} ${started}`], () => graphJson(data, shown, ctx, theme));
  if (json === null) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * Graphs written before, by page data, theme, site and what the page shows (its events' ids, in
 * order, and how many of them have started): the graph depends on nothing else, and page data and the theme parsed from KV are shared
 * by the requests of an isolate and never changed (kv/parsed-entries.ts). Another theme (a new
 * content version's) writes the logo, search and profiles anew. Writing a programme's graph was
 * 7 % of its render (npm run bench:profile). A handful of views per page data are kept: its days,
 * its filters.
 */
const graphs = new Memo<PageData, [theme: GraphTheme, host: string, shown: string], string | null>(32);

function graphJson(data: PageData, shown: PageEvents, ctx: RenderContext, theme: GraphTheme): string | null {
  try {
    const graph = pageGraph(data, shown, ctx.site, theme);
    return graph && jsonForScript(graph);
  } catch (error) {
    warnOnce(`structured-data:${data.page.id}`, `[render] ${data.page.path}: structured data failed, left out`, error);
    return null;
  }
}
