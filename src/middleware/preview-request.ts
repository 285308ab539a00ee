import { PREVIEW_PARAM, isPreviewAddress } from "../shared/preview";

/** The token each preview request came with, by the request the app is given. */
const tokens = new WeakMap<Request, string>();

/**
 * A page request that carries a preview link's token (`?forhandsvisning=…`, docs/decisions/032) as
 * the app should see it: the token taken out and kept aside (previewToken), the rest of the query
 * read by the page as every page reads it (routes/render-page.tsx). Undefined for every other request. The worker sends
 * such a request past the page caches, straight to the app (worker.ts).
 *
 * @example const preview = previewRequest(request); if (preview) return app.fetch(preview, env, ctx);
 */
export function previewRequest(request: Request): Request | undefined {
  if ((request.method !== "GET" && request.method !== "HEAD") || !isPreviewAddress(request.url)) return undefined;
  const url = new URL(request.url);
  if (url.pathname.startsWith("/api/")) return undefined;
  const token = url.searchParams.get(PREVIEW_PARAM) ?? "";
  url.searchParams.delete(PREVIEW_PARAM);
  const rewritten = new Request(url, { method: request.method, headers: request.headers });
  tokens.set(rewritten, token);
  return rewritten;
}

/** The preview token a request came with (previewRequest), or undefined for any other request. */
export function previewToken(request: Request): string | undefined {
  return tokens.get(request);
}
