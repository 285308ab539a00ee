import type { PageData } from "../../content/page-data";
import type { SiteConfig } from "../../content/site";
import { warnOnce } from "../blocks/warn-once";
import { jsonForScript } from "../Island";
import type { JsonLdGraph } from "./json-ld";
import { pageGraph } from "./page-graph";

export type StructuredDataProps = { data: PageData; site: SiteConfig; logo: string };

/**
 * The page's schema.org data for search engines (ScreeningEvent, Event, NewsArticle) as one
 * JSON-LD script. A data block, not code, so the CSP (no inline scripts) does not apply; written
 * with jsonForScript, so a `</script>` in a title cannot end it. Nothing on pages without any,
 * and nothing (logged once) if it cannot be made: it is for crawlers and must never cost a page.
 *
 * @example <PageBlocks data={data} ctx={ctx} /><StructuredData data={data} site={site} logo={theme.logo.src} />
 */
export function StructuredData({ data, site, logo }: StructuredDataProps) {
  const known = made.get(data);
  const json = known && known.site === site && known.logo === logo ? known.json : graphJson(data, site, logo);
  if (json === null) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * Graphs written before, by page data: the graph depends on nothing but the data, the site and the
 * logo, and page data parsed from KV is shared by the requests of an isolate and never changed
 * (kv/parsed-entries.ts). On a programme page the graph is about a hundred screenings, and writing
 * it was 7 % of the render (npm run bench:profile).
 */
const made = new WeakMap<PageData, { site: SiteConfig; logo: string; json: string | null }>();

function graphJson(data: PageData, site: SiteConfig, logo: string): string | null {
  let graph: JsonLdGraph | null;
  try {
    graph = pageGraph(data, site, logo);
  } catch (error) {
    warnOnce(`structured-data:${data.page.id}`, `[render] ${data.page.path}: structured data failed, left out`, error);
    graph = null;
  }
  const json = graph && jsonForScript(graph);
  made.set(data, { site, logo, json });
  return json;
}
