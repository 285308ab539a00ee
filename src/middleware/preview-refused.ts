import type { Context } from "hono";
import type { AppEnv } from "../config/app-env";
import { contentSecurityPolicy } from "../security/content-security-policy";
import type { PreviewRefusal } from "../security/preview-signature";
import { plainPage } from "../render/plain-page";
import { markupText } from "../shared/markup-text";
import { refusalsNb } from "../i18n/refusals-nb";

/**
 * 403 for a preview link that is forged, made for another path, expired, or where previews are off
 * (no ADMIN_TOKEN): the error page's calm look, in no cache, with a link to the published page. It
 * says which, as the editor who holds the link can act on it and nobody else learns anything.
 */
export function previewRefused(c: Context<AppEnv>, why: PreviewRefusal | "off"): Response {
  const { heading, text } = refusalsNb.previewRefused[why];
  const path = new URL(c.req.url).pathname;
  c.header("Cache-Control", "private, no-store");
  c.header("X-Robots-Tag", "noindex");
  c.header("Content-Security-Policy", contentSecurityPolicy());
  return c.html(plainPage(heading, text(markupText(path))), 403);
}
