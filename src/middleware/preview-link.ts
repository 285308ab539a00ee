import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../config/app-env";
import { configuredDrafts } from "../config/configured-drafts";
import { PreviewPages } from "../kv/preview-pages";
import { previewRefused } from "./preview-refused";
import { verifyPreview } from "../security/preview-signature";
import { previewToken } from "./preview-request";

/**
 * An editor's preview link (docs/decisions/032): a request that came with a preview token
 * (preview-request.ts) is checked, then rendered from the content with drafts instead of the page
 * store (kv/preview-pages.ts), with the preview bar. Its answer is `private, no-store`, `noindex`
 * and without an ETag, and it is kept nowhere: the worker sends it past the page cache, and its
 * pages carry no publication time either, not in the browser's or the service worker's caches. A token
 * that is forged, made for another path or expired is a 403 page. Every other request passes untouched.
 */
export const previewLink = createMiddleware<AppEnv>(async (c, next) => {
  const token = previewToken(c.req.raw);
  if (token === undefined) return next();
  const { config } = c.var;
  const url = new URL(c.req.url);
  if (!config.ADMIN_TOKEN) return previewRefused(c, "off");
  const now = Date.now();
  const checked = await verifyPreview(config.ADMIN_TOKEN, url.pathname, token, now);
  if ("refused" in checked) return previewRefused(c, checked.refused);
  const drafts = await configuredDrafts(config).load(await c.var.source.load(), now);
  c.set("store", new PreviewPages(drafts.content, now));
  c.set("preview", { shows: drafts.shows, expiresAt: checked.expiresAt, publishedHref: url.pathname + url.search });
  await next();
  c.res.headers.set("Cache-Control", "private, no-store");
  c.res.headers.set("X-Robots-Tag", "noindex");
  c.res.headers.delete("ETag");
});
