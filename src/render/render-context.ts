import type { Locale } from "../content/locale";
import type { SiteConfig } from "../content/site";
import { dictionary, type Dictionary } from "../i18n/dictionary";

/**
 * What every block knows about the request besides the page data: the page's locale and its UI
 * strings, the site, the path and the query (the search block reads `q`). Serialisable and free of
 * bindings, so nothing request-specific leaks into a cached page by accident.
 */
export type RenderContext = {
  locale: Locale;
  t: Dictionary;
  site: SiteConfig;
  path: string;
  query: Record<string, string>;
  /** Every value of each query key, for keys a form repeats (the programme's checkboxes). */
  queries: Record<string, string[]>;
  /** The site's clock (src/config/clock.ts), epoch ms: decides which screenings are past. */
  now: number;
  /** Set to `now` only when the site runs on a fixed clock (DEMO_NOW): a browser island then uses it instead of its own clock. */
  fixedNow?: number;
  /** "Varsle meg" (Web Push) is configured: film pages offer the button; without it they say so (src/push/). */
  notify?: boolean;
};

/**
 * Builds a RenderContext; the dictionary follows the locale. Without `queries`, each key of
 * `query` counts as given once.
 *
 * @example renderContext({ locale: page.locale, site, path: c.req.path, query: c.req.query(), queries: c.req.queries(), now: siteNow(config) })
 */
export function renderContext(input: Omit<RenderContext, "t" | "queries"> & { queries?: Record<string, string[]> }): RenderContext {
  const queries = input.queries ?? Object.fromEntries(Object.entries(input.query).map(([key, value]) => [key, [value]]));
  return { ...input, queries, t: dictionary(input.locale) };
}
