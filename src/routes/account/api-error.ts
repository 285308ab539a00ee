import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError } from "../../shared/account-api";

/**
 * The stable error answer of every account route: `{ error: { code, message } }`, with a message
 * a visitor can read (Norwegian, the site's language) and a code the islands can act on.
 */
export function apiError(c: Context, status: ContentfulStatusCode, code: string, message: string): Response {
  const body: ApiError = { error: { code, message } };
  return c.json(body, status);
}
