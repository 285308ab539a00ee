import type { PageContext } from "../config/app-env";
import type { PageData } from "../content/page-data";
import type { Entry } from "../kv/read-through";
import { pushSettings } from "../push/push-settings";
import { Layout } from "../render/Layout";
import { PageBlocks } from "../render/blocks/PageBlocks";
import { PageIslands } from "../render/PageIslands";
import { PREVIEW_BAR } from "../render/PreviewBar";
import { FOOTER, firstScreenBlocks } from "../render/first-screen-css";
import { pageHead } from "../render/page-head";
import { renderContext, type RenderContext } from "../render/render-context";
import { StructuredData } from "../render/structured-data/StructuredData";
import { contentSecurityPolicy } from "../security/content-security-policy";
import { siteNow } from "../config/clock";
import { clockChangesAt, clockDay, isNotModified, pageEtag, screeningClock } from "./html-cache";
import { NOT_FOUND_CACHE_CONTROL, PAGE_CACHE_CONTROL } from "../edge/page-lifetimes";
import { pageStyleHashes } from "./inline-style-hash";
import { trailerFrameSource } from "./trailer-frame-source";
import { canonicalPath } from "../edge/page-address";
import { pageQuery } from "../render/blocks/page-params";
import { pageParams } from "../render/blocks/page-reads";

/**
 * The page's address as it is kept (docs/decisions/040): its path in the one spelling links write
 * and its query as its blocks read it (render/blocks/page-reads.ts): the parameters they render
 * from, in one order and spelling, a default left out. `search` is that query without its `?`.
 *
 * @example pageAddressOf(c, data) // { address: "/filmer?land=norge", search: "land=norge" } for /filmer?utm_source=x&land=norge&sorter=tittel
 */
export function pageAddressOf(c: PageContext, data: PageData): { address: string; search: string } {
  const url = new URL(c.req.url);
  const reads = pageParams(data);
  const search = reads.params.length === 0 ? "" : pageQuery(url.searchParams, reads);
  const path = canonicalPath(url.pathname) ?? url.pathname;
  return { address: search ? `${path}?${search}` : path, search };
}

/**
 * What the blocks of this page know of this request: its locale, the site, the path, the query
 * as the page reads it (pageAddressOf) and the site's clock.
 *
 * @example const ctx = pageContext(c, entry.value); if (queryNamesNothing(entry.value, ctx)) …
 */
export function pageContext(c: PageContext, data: PageData): RenderContext {
  const now = siteNow(c.var.config);
  const query = new URLSearchParams(pageAddressOf(c, data).search);
  const queries: Record<string, string[]> = {};
  for (const [name, value] of query) (queries[name] ??= []).push(value);
  return renderContext({
    locale: data.page.locale,
    site: c.var.chrome.value.site,
    path: new URL(c.req.url).pathname,
    query: Object.fromEntries(query),
    queries,
    now,
    ...(c.var.config.DEMO_NOW === undefined ? {} : { fixedNow: now }),
    ...(pushSettings(c.var.config) ? { notify: true } : {}),
  });
}

/** Renders page data in the shared layout (renderedPage), the response alone: the 404 page. */
export async function renderPage(c: PageContext, entry: Entry<PageData>, status: 200 | 404 = 200, given?: RenderContext): Promise<Response> {
  return (await renderedPage(c, entry, status, given)).response;
}

/**
 * Renders page data in the shared layout, `<head>` first (routes/renderer.tsx), and says until
 * when the site clock leaves the HTML as it is (`changesAt`: its next screening start or, when it
 * lists screenings, the Oslo midnight; the page caches keep it no longer). Answers 304 before
 * rendering when the browser's copy is current. Routes answer a page with answerPage
 * (answer-page.ts), which first asks whether the query names anything on it.
 */
export async function renderedPage(
  c: PageContext,
  entry: Entry<PageData>,
  status: 200 | 404 = 200,
  given?: RenderContext,
): Promise<{ response: Response; changesAt: number | undefined }> {
  const chrome = c.var.chrome;
  const { site, theme } = chrome.value;
  const url = new URL(c.req.url);
  const now = siteNow(c.var.config);
  const clock = screeningClock(entry.value, now);
  const { search } = pageAddressOf(c, entry.value);
  const etag = pageEtag(entry.meta, chrome.meta, search ? `?${search}` : "", clock.started, clockDay(clock, now));
  const changesAt = clockChangesAt(clock, now);
  const cacheControl = status === 200 ? PAGE_CACHE_CONTROL : NOT_FOUND_CACHE_CONTROL;
  c.header("ETag", etag);
  c.header("Cache-Control", cacheControl);
  // Set before the 304 too: browsers merge a 304's headers into the cached page, and a policy
  // without the style hash would then block the page's own stylesheet.
  const preview = c.var.preview;
  // A preview's bar opens its first screen, above the blocks: its rules go inline too.
  const firstScreen = [...firstScreenBlocks(entry.value.page.blocks), ...(preview ? [PREVIEW_BAR] : [])];
  const styleHashes = await pageStyleHashes(firstScreen, theme.styleSnippet);
  c.header("Content-Security-Policy", contentSecurityPolicy(styleHashes, trailerFrameSource(entry.value)));
  if (status === 200 && !preview && isNotModified(c, etag)) return { response: c.body(null, 304), changesAt };

  const data = entry.value;
  const published = pageHead(data, site, url.pathname);
  // A preview is never for search engines, whatever the site's state (middleware/preview-link.ts).
  const head = preview ? { ...published, noindex: true, firstScreen } : published;
  c.header("Content-Language", head.locale);
  c.status(status);
  const ctx = given ?? pageContext(c, data);
  const response = await c.render(
    <Layout
      chrome={{ site, theme }}
      locale={head.locale}
      currentPath={url.pathname}
      translations={data.page.translations}
      preview={preview}
      footerInFirstScreen={firstScreen.includes(FOOTER)}
    >
      <PageBlocks data={data} ctx={ctx} />
      <PageIslands data={data} ctx={ctx} />
      <StructuredData data={data} ctx={ctx} theme={theme} />
    </Layout>,
    { head, chrome: { site, theme } },
  );
  return { response, changesAt };
}
