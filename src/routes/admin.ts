import { type Context, Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../config/app-env";
import { configuredContent } from "../config/configured-content";
import { SitePath } from "../content/locale";
import { prerenderNext } from "../edge/prerender";
import { purgePage } from "../kv/purge-page";
import { ContentStoreFailed } from "../kv/content-store-failed";
import { refreshContent } from "../kv/refresh-content";
import { keptSetWrite } from "../edge/kept-set";
import { forgetCachedPage } from "../middleware/forget-cached-page";
import { describeFailure } from "../upstream/describe-failure";
import { apiError, forOperators } from "./api-failure";
import { limitedBody } from "./account/guards";
import { previewRoute } from "./admin/preview-route";
import { pushTest } from "./admin/push-test";
import { requireAdminToken } from "./admin/require-admin-token";
import { votesResults } from "./admin/votes-results";

/** `{}` or no body: everything; `{ "path": "/article/…" }`: that page. */
const PurgeBody = v.object({ path: v.optional(v.pipe(SitePath, v.maxLength(2048))) });

const badRequest = (c: Context<AppEnv>, message: string) => apiError(c, 400, "bad_request", forOperators(message));

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
  return apiError(c, 503, "store_failed", forOperators("Storing the new content in KV failed; visitors keep the version they have. Try again in a minute."));
}

/**
 * `POST /api/admin/purge`, for operators and the management system's webhooks:
 * asks the configured source for new content first, then rebuilds one page, or, without a path,
 * every page (and renders the first pages of the new version in the background: edge/prerender.ts).
 * A failing source answers 502 and changes nothing; a KV that does not take the new version
 * answers 503 (readers keep the version they have: the chrome is written last). The body is at
 * most 4 KB (413); another method on the path is 405 (routes/api-fallback.ts).
 *
 *   curl -X POST -H "Authorization: Bearer $ADMIN_TOKEN" -d '{"path":"/billettinfo"}' https://…/api/admin/purge
 */
export const adminRoutes = new Hono<AppEnv>()
  .get("/votes", requireAdminToken, votesResults)
  // "Varsle meg" seen to work: a test notification to a film's subscribers now (docs/decisions/024).
  .post("/push/test", requireAdminToken, limitedBody, pushTest)
  .post("/purge", requireAdminToken, limitedBody, async (c) => {
    let raw: unknown;
    try {
      raw = await jsonBody(c.req.raw);
    } catch {
      return badRequest(c, 'The body must be JSON: {} or {"path": "/some/page"}.');
    }
    const body = v.safeParse(PurgeBody, raw);
    if (!body.success) return badRequest(c, `Invalid body: ${v.summarize(body.issues)}`);
    const { config } = c.var;
    const now = Date.now();
    const path = body.output.path === undefined ? undefined : decoded(body.output.path);
    if (body.output.path !== undefined && path === undefined) return badRequest(c, "The path has a malformed percent escape.");
    try {
      const refreshed = await refreshContent(config.PAGES, configuredContent(config), { now, force: path === undefined, more: [keptSetWrite] });
      if (path === undefined) {
        // The new version's first pages are rendered before visitors ask; the cron renders the rest.
        c.executionCtx.waitUntil(
          prerenderNext(c.env, c.executionCtx, c.var.dispatch).catch((error: unknown) =>
            console.warn("prerender: the publish's pages were not rendered", error),
          ),
        );
        return c.json({ purged: "everything", ...refreshed });
      }
    } catch (error) {
      if (error instanceof ContentStoreFailed) return storeFailed(c, error);
      console.error(`admin: purge could not refresh from the content source; nothing changed. ${describeFailure(error)}`);
      return apiError(c, 502, "source_failed", forOperators(`The content source failed; nothing changed. ${describeFailure(error)}`));
    }
    let result: Awaited<ReturnType<typeof purgePage>>;
    try {
      result = await purgePage(config.PAGES, c.var.source, path, now);
    } catch (error) {
      if (error instanceof ContentStoreFailed) return storeFailed(c, error);
      throw error;
    }
    if (result.status === "unknown") return apiError(c, 404, "not_found", forOperators(`The content has no page at ${path}.`));
    // The page's HTML in this data centre's edge cache goes too (a purge of everything needs no
    // such step: the new publication time is a new version).
    await forgetCachedPage(c, path);
    return c.json({ purged: path, ...result });
  })
  // An editor's preview link (docs/decisions/032).
  .route("/", previewRoute);
