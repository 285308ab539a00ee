import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { contentSecurityPolicy } from "../security/content-security-policy";

const PAGE = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Noe gikk galt | Nordkyst filmfestival</title><meta name="robots" content="noindex"></head><body><main><h1>Noe gikk galt</h1><p>Vi klarte ikke å vise siden akkurat nå. Prøv igjen om litt, eller gå til <a href="/">forsiden</a>.</p></main></body></html>`;

function wantsJson(c: Context): boolean {
  return new URL(c.req.url).pathname.startsWith("/api/");
}

/**
 * The last line of defence: an unexpected error becomes a calm page (or stable JSON under /api)
 * with the right status, never a stack trace. It depends on nothing that may have failed (no KV,
 * no layout), and it is not cached.
 */
export const errorPage: ErrorHandler = (error, c) => {
  const status = error instanceof HTTPException ? error.status : 500;
  if (status >= 500) console.error(`error: ${c.req.method} ${c.req.path}`, error);
  c.header("Cache-Control", "no-store");
  if (wantsJson(c)) {
    return c.json({ error: { code: status >= 500 ? "internal_error" : "bad_request", message: status >= 500 ? "Noe gikk galt. Prøv igjen om litt." : error.message } }, status);
  }
  c.header("Content-Security-Policy", contentSecurityPolicy());
  return c.html(PAGE, status);
};
