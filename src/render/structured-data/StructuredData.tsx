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
  let graph: JsonLdGraph | null;
  try {
    graph = pageGraph(data, site, logo);
  } catch (error) {
    warnOnce(`structured-data:${data.page.id}`, `[render] ${data.page.path}: structured data failed, left out`, error);
    return null;
  }
  if (!graph) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(graph) }} />;
}
