import type { Context } from "hono";
import type { AppEnv } from "../config/app-env";
import { appConfig } from "../config/env";
import { edgeCacheKey } from "../edge/edge-html-cache";
import { forgetKvHtml } from "../edge/kv-html";
import { chromeStamp } from "../kv/chrome-stamp";
import { deployOf } from "../edge/deploy";

/**
 * Drops this data centre's cached copy of one page (its URL without a query), after an operator's
 * purge of that page (routes/admin.ts): the next visit renders it. Other data centres keep theirs
 * until they age out (the Cache API is per data centre; s-maxage bounds how long).
 *
 * @example await forgetCachedPage(c, "/billettinfo")
 */
export async function forgetCachedPage(c: Context<AppEnv>, path: string): Promise<boolean> {
  const config = appConfig(c.env);
  const content = await chromeStamp(config.PAGES);
  if (!content || config.EDGE_HTML_CACHE === "off") return false;
  // Kept under the site's own host, whatever host the request came on (edge/page-cache.ts).
  const url = new URL(path, `https://${c.var.chrome.value.site.host}`);
  const version = { content, deploy: deployOf(config) };
  await forgetKvHtml(config.PAGES, url.href, version);
  return caches.default.delete(edgeCacheKey(url.href, version));
}
