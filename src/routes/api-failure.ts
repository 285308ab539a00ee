import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type Refusals, refusalsFor } from "../i18n/refusals";
import type { ApiError } from "../shared/account-api";

/** A route's sentence for the visitor, chosen from the API messages of the request's language. */
export type Say = (messages: Refusals) => string;

/**
 * The one shape of an API refusal: a status, a stable code the islands can act on, and what to
 * say, in the request's language (i18n/refusals.ts). Thrown from anywhere below a route
 * (guards, the visitor's session, a vote), it reaches the app's one `onError`
 * (routes/error-page.ts), which answers it as `{ error: { code, message } }`.
 *
 * @example throw new ApiFailure(401, "unauthorized", (m) => m.loginFirst)
 */
export class ApiFailure extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    readonly say: Say,
    /** Seconds until trying again makes sense: sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(status, { message: code });
  }

  /** The JSON answer, in the language the request asks for. */
  answer(c: Context): Response {
    if (this.retryAfterSeconds !== undefined) c.header("Retry-After", String(this.retryAfterSeconds));
    const body: ApiError = { error: { code: this.code, message: this.say(refusalsFor(c.req.header("Accept-Language"))) } };
    return c.json(body, this.status);
  }
}

/**
 * What the admin API says: in English whatever the request asks, as it answers operators' scripts
 * and editors' tools, never a visitor.
 */
export const forOperators =
  (text: string): Say =>
  () =>
    text;

/**
 * The JSON answer of a refusal where a Response is wanted rather than a throw (a middleware's
 * `onError`, a route's early return).
 *
 * @example return apiError(c, 404, "not_found", (m) => m.eventNotFound);
 */
export function apiError(c: Context, status: ContentfulStatusCode, code: string, say: Say, retryAfterSeconds?: number): Response {
  return new ApiFailure(status, code, say, retryAfterSeconds).answer(c);
}
