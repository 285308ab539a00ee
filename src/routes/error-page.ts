import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { contentSecurityPolicy } from "../security/content-security-policy";
import { describeFailure } from "../upstream/describe-failure";
import { UpstreamError } from "../upstream/upstream-error";
import { plainPage } from "../render/plain-page";
import { refusalsNb } from "../i18n/refusals-nb";
import { ApiFailure, apiError } from "./api-failure";

/**
 * How soon to try again after an upstream failure reached this handler: the content source
 * failed with nothing in KV to serve instead (a fresh deploy while the APIs are down). A minute,
 * the cron's period.
 */
const RETRY_AFTER_SECONDS = 60;

const PAGE = plainPage(refusalsNb.pageFailedHeading, refusalsNb.pageFailedText);

function wantsJson(c: Context): boolean {
  return new URL(c.req.url).pathname.startsWith("/api/");
}

/**
 * The app's one `onError`. A refusal a route threw (routes/api-failure.ts) is answered as the
 * API's JSON. Anything else is the last line of defence: an unexpected error becomes a calm page
 * (or stable JSON under /api) with the right status, never a stack trace. It depends on nothing
 * that may have failed (no KV, no layout), and it is not cached. An upstream that failed is not our bug: 503 with Retry-After
 * (so crawlers come back rather than drop the page) and one log line naming the call.
 */
export const errorPage: ErrorHandler = (error, c) => {
  if (error instanceof ApiFailure) {
    c.header("Cache-Control", "no-store");
    return error.answer(c);
  }
  const upstream = error instanceof UpstreamError;
  const status = error instanceof HTTPException ? error.status : upstream ? 503 : 500;
  if (upstream) console.error(`error: ${c.req.method} ${c.req.path}: no content to serve. ${describeFailure(error)}`);
  else if (status >= 500) console.error(`error: ${c.req.method} ${c.req.path}`, error);
  c.header("Cache-Control", "no-store");
  if (upstream) c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  if (wantsJson(c)) {
    const code = upstream ? "unavailable" : status >= 500 ? "internal_error" : "bad_request";
    return apiError(c, status, code, (m) => (status >= 500 ? m.somethingWentWrong : m.badRequest));
  }
  c.header("Content-Security-Policy", contentSecurityPolicy());
  return c.html(PAGE, status);
};
