import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../../config/app-env";
import { SitePath } from "../../content/locale";
import { PREVIEW_MINUTES, previewPath, signPreview } from "../../security/preview-signature";
import { PREVIEW_PARAM } from "../../shared/preview";
import { apiError, forOperators } from "../api-failure";
import { jsonBody, limitedBody } from "../account/guards";
import { requireAdminToken } from "./require-admin-token";

/** `{ "path": "/article/x", "minutes": 120 }`: a page of the site (not the APIs) and how long the link lives. */
const PreviewBody = v.object({
  path: v.pipe(
    SitePath,
    v.maxLength(2048),
    v.check((path) => !path.startsWith("/api/"), "a preview is of a page, not of /api/"),
  ),
  minutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(PREVIEW_MINUTES.min), v.maxValue(PREVIEW_MINUTES.max)), PREVIEW_MINUTES.default),
});

/**
 * `POST /api/admin/preview` (docs/decisions/032): a signed link that shows the page at `path` from
 * unpublished content until it expires, on the host the request came to. Answers
 * `{ url, path, expiresAt }` (ISO 8601); a body that is not `{ path, minutes? }` is 400, a missing
 * or wrong admin token 401. `npm run content:preview` asks it.
 *
 *   curl -X POST -H "Authorization: Bearer $ADMIN_TOKEN" -H "Content-Type: application/json" -d '{"path":"/billettinfo"}' https://…/api/admin/preview
 */
export const previewRoute = new Hono<AppEnv>().post("/preview", requireAdminToken, limitedBody, async (c) => {
  const body = await jsonBody(c, PreviewBody);
  const secret = c.var.config.ADMIN_TOKEN;
  if (!secret) return apiError(c, 503, "not_configured", forOperators("Previews are off until the ADMIN_TOKEN secret is set."));
  const path = previewPath(body.path);
  const expiresAt = Date.now() + body.minutes * 60_000;
  const token = await signPreview(secret, path, expiresAt);
  const url = new URL(path, c.req.url);
  url.searchParams.set(PREVIEW_PARAM, token);
  return c.json({ url: url.href, path, expiresAt: new Date(Math.floor(expiresAt / 1000) * 1000).toISOString() });
});
