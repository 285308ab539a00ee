import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { overLimit, type CountedAction } from "../../rate-limit/limits";
import type { AccountEnv } from "./account-env";
import { ApiFailure, apiError } from "../api-failure";
import { WITH_OWN_MESSAGES, ownMessage } from "../own-message";

/** Account bodies are a few short fields; anything bigger is refused before it is read. */
export const MAX_BODY_BYTES = 4 * 1024;

/**
 * Cross-site request protection for state-changing calls: the browser's Origin must be this site.
 * Hono's csrf middleware only looks at form content types (docs/architecture.md "Known pitfalls"), so
 * this is checked for every POST, with or without a body.
 */
export const sameOrigin = createMiddleware<AccountEnv>(async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.header("Origin") !== new URL(c.req.url).origin) {
    return apiError(c, 403, "cross_origin", (m) => m.crossOrigin);
  }
  await next();
});

export const limitedBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => apiError(c, 413, "too_large", (m) => m.tooLarge),
});

/**
 * A JSON body parsed with its schema; otherwise it throws the refusal that says what is wrong
 * (routes/api-failure.ts): 415 when it is not JSON, 400 when it does not parse or fit. A field
 * whose schema has a sentence of its own (shared/account-api.ts) says that; any other is named.
 */
export async function jsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  if (!c.req.header("Content-Type")?.toLowerCase().startsWith("application/json")) throw new ApiFailure(415, "json_required", (m) => m.jsonRequired);
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new ApiFailure(400, "bad_json", (m) => m.badJson);
  }
  const parsed = v.safeParse(schema, raw, WITH_OWN_MESSAGES);
  if (parsed.success) return parsed.output;
  const first = parsed.issues[0];
  const field = first ? v.getDotPath(first) : null;
  throw new ApiFailure(400, "invalid_fields", (m) => {
    if (!first || !field) return m.fieldsWrong;
    return ownMessage(first) ?? m.fieldWrong(field);
  });
}

/** The 429 refusal, to throw: Retry-After is the seconds left in the window that is full. */
export function tooManyAttempts(wait: number): ApiFailure {
  return new ApiFailure(429, "rate_limited", (m) => m.tooManyTries(Math.ceil(wait / 60)), wait);
}

/** The visitor's address as Cloudflare saw it. */
export const clientIp = (c: Context) => c.req.header("CF-Connecting-IP") ?? "unknown";

/** A JSON body naming an e-mail, parsed and then counted against the visitor's IP and that e-mail: the body, or the refusal thrown. */
export async function rateLimitedBody<S extends v.GenericSchema<unknown, { email: string }>>(
  c: Context<AccountEnv>,
  schema: S,
  action: CountedAction,
): Promise<v.InferOutput<S>> {
  const body = await jsonBody(c, schema);
  const wait = await overLimit(c.var.config.RATE_LIMITER, action, clientIp(c), body.email);
  if (wait !== undefined) throw tooManyAttempts(wait);
  return body;
}
