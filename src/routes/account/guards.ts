import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { overLimit, type CountedAction } from "../../rate-limit/limits";
import type { AccountEnv } from "./account-env";
import { apiError } from "./api-error";

/** Account bodies are a few short fields; anything bigger is refused before it is read. */
export const MAX_BODY_BYTES = 4 * 1024;

/**
 * Cross-site request protection for state-changing calls: the browser's Origin must be this site.
 * Hono's csrf middleware only looks at form content types (docs/architecture.md "Known pitfalls"), so
 * this is checked for every POST, with or without a body.
 */
export const sameOrigin = createMiddleware<AccountEnv>(async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.header("Origin") !== new URL(c.req.url).origin) {
    return apiError(c, 403, "cross_origin", "Forespørselen kom ikke fra dette nettstedet.");
  }
  await next();
});

export const limitedBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => apiError(c, 413, "too_large", "Forespørselen er for stor."),
});

/** A JSON body parsed with its schema, or the 400 answer that says what is wrong. */
export async function jsonBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<{ ok: true; value: v.InferOutput<S> } | { ok: false; response: Response }> {
  if (!c.req.header("Content-Type")?.toLowerCase().startsWith("application/json")) {
    return { ok: false, response: apiError(c, 415, "json_required", "Forespørselen må sendes som JSON.") };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, response: apiError(c, 400, "bad_json", "Forespørselen var ikke gyldig JSON.") };
  }
  const parsed = v.safeParse(schema, raw);
  if (parsed.success) return { ok: true, value: parsed.output };
  const first = parsed.issues[0];
  const field = first ? v.getDotPath(first) : null;
  const message = first && field ? first.message : "Noen felt mangler eller er feil.";
  return { ok: false, response: apiError(c, 400, "invalid_fields", message.startsWith("Invalid") ? `Feltet «${field}» mangler eller er feil.` : message) };
}

/** The 429 answer: Retry-After is the seconds left in the window that is full. */
export function tooManyAttempts(c: Context, wait: number): Response {
  c.header("Retry-After", String(wait));
  return apiError(c, 429, "rate_limited", `For mange forsøk. Prøv igjen om ${Math.ceil(wait / 60)} minutt${wait > 60 ? "er" : ""}.`);
}

/** The visitor's address as Cloudflare saw it. */
export const clientIp = (c: Context) => c.req.header("CF-Connecting-IP") ?? "unknown";

/** The 429 answer when the visitor's IP or the e-mail has tried too often (with Retry-After). */
export async function rateLimited(c: Context<AccountEnv>, action: CountedAction, email: string): Promise<Response | undefined> {
  const wait = await overLimit(c.var.config.RATE_LIMITER, action, clientIp(c), email);
  return wait === undefined ? undefined : tooManyAttempts(c, wait);
}

/** A JSON body naming an e-mail, parsed and then counted against the visitor's IP and that e-mail. */
export async function rateLimitedBody<S extends v.GenericSchema<unknown, { email: string }>>(
  c: Context<AccountEnv>,
  schema: S,
  action: CountedAction,
): Promise<{ ok: true; value: v.InferOutput<S> } | { ok: false; response: Response }> {
  const body = await jsonBody(c, schema);
  if (!body.ok) return body;
  const limited = await rateLimited(c, action, body.value.email);
  return limited ? { ok: false, response: limited } : body;
}
