import { type Context, Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../config/app-env";
import { configuredContent } from "../config/configured-content";
import { SitePath } from "../content/locale";
import { prerenderNext } from "../edge/prerender";
import { purgePage } from "../kv/purge-page";
import { ContentStoreFailed } from "../kv/content-store-failed";
import { refreshContent } from "../kv/refresh-content";
import { forgetCachedPage } from "../middleware/forget-cached-page";
import { describeFailure } from "../upstream/describe-failure";
import { requireAdminToken } from "./admin/require-admin-token";

/** `{}` or no body: everything; `{ "path": "/article/…" }`: that page. */
const PurgeBody = v.object({ path: v.optional(v.pipe(SitePath, v.maxLength(2048))) });

function badRequest(message: string) {
  return { error: { code: "bad_request", message } };
}

/** The body as JSON, or undefined for an empty body; throws on anything else. */
async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text.trim() === "" ? {} : JSON.parse(text);
}

function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** 503 for a purge whose content came but KV did not take: visitors keep the version they have. */
function storeFailed(c: Context<AppEnv>, error: ContentStoreFailed): Response {
  console.error(`admin: purge got the content but could not store it; readers keep the version they have. ${error.message}`);
  c.header("Retry-After", "60");
  return c.json({ error: { code: "store_failed", message: "Storing the new content in KV failed; visitors keep the version they have. Try again in a minute." } }, 503);
}

/**
 * `POST /api/admin/purge` (issue part 4), for operators and the management system's webhooks:
 * asks the configured source for new content first, then rebuilds one page, or, without a path,
 * every page (and renders the first pages of the new version in the background: edge/prerender.ts).
 * A failing source answers 502 and changes nothing; a KV that does not take the new version
 * answers 503 (readers keep the version they have: the chrome is written last).
 *
 *   curl -X POST -H "Authorization: Bearer $ADMIN_TOKEN" -d '{"path":"/billettinfo"}' https://…/api/admin/purge
 */
export const adminRoutes = new Hono<AppEnv>().use(requireAdminToken).post("/purge", async (c) => {
  let raw: unknown;
  try {
    raw = await jsonBody(c.req.raw);
  } catch {
    return c.json(badRequest("The body must be JSON: {} or {\"path\": \"/some/page\"}."), 400);
  }
  const body = v.safeParse(PurgeBody, raw);
  if (!body.success) return c.json(badRequest(`Invalid body: ${v.summarize(body.issues)}`), 400);
  const { config } = c.var;
  const now = Date.now();
  const path = body.output.path === undefined ? undefined : decoded(body.output.path);
  if (body.output.path !== undefined && path === undefined) return c.json(badRequest("The path has a malformed percent escape."), 400);
  try {
    const refreshed = await refreshContent(config.PAGES, configuredContent(config), { now, force: path === undefined });
    if (path === undefined) {
      // The new version's first pages are rendered before visitors ask; the cron renders the rest.
      c.executionCtx.waitUntil(prerenderNext(c.env, c.executionCtx, c.var.dispatch).catch((error: unknown) => console.warn("prerender: the publish's pages were not rendered", error)));
      return c.json({ purged: "everything", ...refreshed });
    }
  } catch (error) {
    if (error instanceof ContentStoreFailed) return storeFailed(c, error);
    console.error(`admin: purge could not refresh from the content source; nothing changed. ${describeFailure(error)}`);
    return c.json({ error: { code: "source_failed", message: `The content source failed; nothing changed. ${describeFailure(error)}` } }, 502);
  }
  let result: Awaited<ReturnType<typeof purgePage>>;
  try {
    result = await purgePage(config.PAGES, c.var.source, path, now);
  } catch (error) {
    if (error instanceof ContentStoreFailed) return storeFailed(c, error);
    throw error;
  }
  if (result.status === "unknown") return c.json({ error: { code: "not_found", message: `The content has no page at ${path}.` } }, 404);
  // The page's HTML in this data centre's edge cache goes too (a purge of everything needs no
  // such step: the new publication time is a new version).
  await forgetCachedPage(c, path);
  return c.json({ purged: path, ...result });
});
