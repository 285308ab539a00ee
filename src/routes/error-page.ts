import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { contentSecurityPolicy } from "../security/content-security-policy";
import { describeFailure } from "../upstream/describe-failure";
import { UpstreamError } from "../upstream/upstream-error";
import { plainPage } from "../render/plain-page";

/**
 * How soon to try again after an upstream failure reached this handler: the content source
 * failed with nothing in KV to serve instead (a fresh deploy while the APIs are down). A minute,
 * the cron's period.
 */
const RETRY_AFTER_SECONDS = 60;

const PAGE = plainPage("Noe gikk galt", `Vi klarte ikke å vise siden akkurat nå. Prøv igjen om litt, eller gå til <a href="/">forsiden</a>.`);

function wantsJson(c: Context): boolean {
  return new URL(c.req.url).pathname.startsWith("/api/");
}

/**
 * The last line of defence: an unexpected error becomes a calm page (or stable JSON under /api)
 * with the right status, never a stack trace. It depends on nothing that may have failed (no KV,
 * no layout), and it is not cached. An upstream that failed is not our bug: 503 with Retry-After
 * (so crawlers come back rather than drop the page) and one log line naming the call.
 */
export const errorPage: ErrorHandler = (error, c) => {
  const upstream = error instanceof UpstreamError;
  const status = error instanceof HTTPException ? error.status : upstream ? 503 : 500;
  if (upstream) console.error(`error: ${c.req.method} ${c.req.path}: no content to serve. ${describeFailure(error)}`);
  else if (status >= 500) console.error(`error: ${c.req.method} ${c.req.path}`, error);
  c.header("Cache-Control", "no-store");
  if (upstream) c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  if (wantsJson(c)) {
    const code = upstream ? "unavailable" : status >= 500 ? "internal_error" : "bad_request";
    return c.json({ error: { code, message: status >= 500 ? "Noe gikk galt. Prøv igjen om litt." : error.message } }, status);
  }
  c.header("Content-Security-Policy", contentSecurityPolicy());
  return c.html(PAGE, status);
};
