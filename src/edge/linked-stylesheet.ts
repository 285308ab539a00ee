import { parse } from "hono/utils/cookie";
import * as v from "valibot";
import { clientAssets } from "../http/client-assets";
import { themeSnippetIn } from "../render/inline-style";
import { STYLESHEET_COOKIE, stylesheetHash } from "../shared/stylesheet-cookie";

/** The hash in the current stylesheet's name: the one value of the cookie that changes a page. */
const CURRENT = stylesheetHash(clientAssets.css.file);

/** What a cookie may hold to be read at all: a file hash's characters, and short. */
const CookieValue = v.pipe(v.string(), v.maxLength(64), v.regex(/^[\w-]+$/));

/** Marks the linked form's ETag, so a browser's copy of either form revalidates as what it is. */
const LINKED = "-linked";

/** A shared cache must not keep the linked form: it is only right for a browser holding the file. */
const LINKED_CACHE_CONTROL = "private, max-age=0, must-revalidate";

/**
 * Whether the request's cookie names exactly the current stylesheet (src/client/remember-stylesheet.ts
 * sets it once the file has loaded). Anything else — no cookie, an old deploy's hash, junk — is no cookie.
 */
function holdsStylesheet(request: Request): boolean {
  const header = request.headers.get("Cookie");
  if (!header || !CURRENT || !header.includes(STYLESHEET_COOKIE)) return false;
  const value = v.safeParse(CookieValue, parse(header, STYLESHEET_COOKIE)[STYLESHEET_COOKIE]);
  return value.success && value.output === CURRENT;
}

/**
 * A page for a browser that already holds the site stylesheet (docs/decisions/038): the same page,
 * with its inline first-screen rules replaced by a `<link>` to the file in `<head>` (the theme's
 * snippet stays inline, allowed by its own hash in the page's policy) and the body's `<noscript>`
 * link, which the page script reads to ask for the file (docs/decisions/052), dropped. `answer` gives the page as every visitor gets it — from the edge caches or rendered, and
 * kept there in that form only — and the linked form is made from it on the way out: no second
 * cache entry, no second render, so a cookie's value can at most choose between the two forms.
 *
 * A browser revalidating its linked copy sends that form's ETag; it is asked as the page's own
 * ETag, and a 304 goes back under the tag the browser sent. A copy of the inline form gets its 304
 * as before, and keeps working.
 *
 * @example withLinkedStylesheet(request, (asked) => app.fetch(asked, env, ctx))
 */
export async function withLinkedStylesheet(request: Request, answer: (request: Request) => Promise<Response>): Promise<Response> {
  if (request.method !== "GET" || !holdsStylesheet(request)) return answer(request);
  const tags = request.headers.get("If-None-Match") ?? "";
  const keptLinked = tags.includes(LINKED);
  const response = await answer(keptLinked ? withInlineTags(request, tags) : request);
  if (response.status === 304) return keptLinked ? linkedHeaders(response, response.body) : response;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html") || !response.body) return response;
  return linkedHeaders(response, linkedBody(response));
}

/** The request with each linked ETag it names changed to the page's own (method and headers only: see pageRequest). */
function withInlineTags(request: Request, tags: string): Request {
  const headers = new Headers(request.headers);
  headers.set("If-None-Match", tags.replaceAll(`${LINKED}"`, '"'));
  return new Request(request.url, { method: request.method, headers });
}

/** The linked form's headers: its own ETag, no length (the body changed), and kept by no shared cache. */
function linkedHeaders(response: Response, body: ReadableStream | null): Response {
  const headers = new Headers(response.headers);
  const etag = headers.get("ETag");
  if (etag?.endsWith('"')) headers.set("ETag", `${etag.slice(0, -1)}${LINKED}"`);
  if (/\bpublic\b|s-maxage/i.test(headers.get("Cache-Control") ?? "")) headers.set("Cache-Control", LINKED_CACHE_CONTROL);
  headers.delete("Content-Length");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The page's body with the stylesheet linked in `<head>`: the inline `<style>` becomes the link
 * and a `<style>` of the theme's snippet alone (none when the theme has none), and the body's
 * `<noscript>` link goes (the page script finds the head's link and asks for nothing more). The typeface is preloaded before it: this browser has it cached, and a preloaded
 * `font-display: optional` face is waited for (briefly), so the page is drawn in it from the first
 * paint and never swaps (docs/decisions/049). A style this build did not write (`themeSnippetIn` cannot read it) stays whole after
 * the link: still a styled page, only not a smaller one.
 */
function linkedBody(response: Response): ReadableStream | null {
  const { file } = clientAssets.css;
  const { font } = clientAssets;
  // Only the head's first style is the page's (Document writes one); its text comes in chunks.
  let style: "ahead" | "reading" | "done" = "ahead";
  let text = "";
  return new HTMLRewriter()
    .on("head > style", {
      element(element) {
        if (style !== "ahead") return;
        style = "reading";
        element.before(`<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin><link rel="stylesheet" href="${file}">`, { html: true });
        element.removeAndKeepContent();
      },
      text(chunk) {
        if (style !== "reading") return;
        text += chunk.text;
        if (!chunk.lastInTextNode) {
          chunk.remove();
          return;
        }
        style = "done";
        const kept = themeSnippetIn(clientAssets.css, text) ?? text;
        chunk.replace(kept === "" ? "" : `<style>${kept}</style>`, { html: true });
      },
    })
    .on("body > noscript[data-stylesheet]", {
      element(noscript) {
        if (noscript.getAttribute("data-stylesheet") === file) noscript.remove();
      },
    })
    .transform(new Response(response.body)).body;
}
