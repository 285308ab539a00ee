import type { PageRef } from "../content/page-ref";
import { INDEX_FORMAT } from "../search/search-index";
import type { ContentStamp } from "./read-through";

/**
 * Every KV key the site reads or writes, in one place (docs/architecture.md "What is kept where"). Slugs are
 * percent-encoded so punctuation and non-ASCII letters never collide with the `:` separator.
 */
export const kvKeys = {
  /** Site config, theme, redirects and the route list. */
  chrome: () => "site",
  page: (path: string) => `page:${encodeURIComponent(path)}`,
  production: (parentSlug: string) => `production:${encodeURIComponent(parentSlug)}`,
  culture: (pageReference: string) => `culture:${encodeURIComponent(pageReference)}`,
  article: (slug: string) => `article:${encodeURIComponent(slug)}`,
  event: (id: string) => `event:${encodeURIComponent(id)}`,
  /**
   * The current content: the whole sanitized bundle, with its version, publication time and origin
   * as metadata (docs/decisions/010). Misses and refreshes rebuild page data from it.
   */
  content: () => "content:current",
  /**
   * For each sitemap URL, the fingerprint of its page and since when it has been so: the sitemap's
   * lastmod (src/kv/lastmod-ledger.ts, docs/decisions/037). Written only by a publish, the
   * scheduled run and a purge, never by a visitor's request.
   */
  lastmodLedger: () => "sitemap:lastmod",
  /**
   * The search index of one content version (src/kv/search-index-store.ts). A new content version
   * gets a new key, so an index is never stale and needs no refresh; the format in the key retires
   * indexes built with other options.
   *
   * @example kvKeys.searchIndex("e71bf503e77b") // "search-index:v2:e71bf503e77b"
   */
  searchIndex: (version: string) => `search-index:${INDEX_FORMAT}:${encodeURIComponent(version)}`,
  /** The identity provider's access token for the management API, until shortly before it expires. */
  identityToken: () => "token:identity",
  /** A private calendar subscription, by the SHA-256 of its URL token (the token itself is never stored). */
  calendar: (tokenHash: string) => `calendar:${tokenHash}`,
  /**
   * A plan or watch list shared with friends, by the SHA-256 of its URL token: which visitor's
   * object holds it (src/session/plan-shares.ts, docs/decisions/046). Written when a visitor
   * shares, deleted when they revoke; opening the link only reads it.
   */
  share: (tokenHash: string) => `share:${tokenHash}`,
  /** What the calendar feeds last served of each screening, and its SEQUENCE (src/calendar/schedule-ledger.ts). */
  scheduleLedger: () => "schedule:ledger",
  /** What moved, was cancelled or added since the programme was first recorded (src/calendar/schedule-changes.ts). */
  scheduleChanges: () => "schedule:changes",
  /**
   * A rendered page's HTML (src/edge/kv-html.ts, docs/decisions/022): by deploy, content version and
   * the page's host, path and reduced query, so a publish or a deploy never finds another version's
   * HTML. The path is encoded whole and its query after an encoded `?` (`%3F`), so one page's
   * entries share the prefix `renderedPagePrefix` names.
   */
  renderedPage: (deploy: string, content: ContentStamp, host: string, pathAndQuery: string) =>
    `${renderedPagesOf(deploy, content, host)}${encodeURIComponent(pathAndQuery)}`,
  /**
   * The pages of the current content version and deploy still to be rendered before any visitor
   * asks (src/edge/prerender-queue.ts, docs/decisions/022): one entry, replaced by each publish.
   */
  prerenderQueue: () => "prerender:queue",
  /**
   * What the current content version may keep of its pages (src/edge/kept-set.ts,
   * docs/decisions/040): one entry, replaced by each version, written before the chrome.
   */
  keptSet: () => "pages:kept",
} as const;

/** The common start of every rendered-page key of one deploy, content version and host. */
function renderedPagesOf(deploy: string, content: ContentStamp, host: string): string {
  return `html:${encodeURIComponent(deploy)}:${content.version}.${content.publishedAt.toString(36)}:${encodeURIComponent(host)}:`;
}

/**
 * The prefix of a path's rendered HTML under every query (a KV list finds them for a purge); it
 * also matches longer paths (`/a` matches `/ab`), which the caller filters out.
 */
export function renderedPagePrefix(deploy: string, content: ContentStamp, host: string, path: string): string {
  return `${renderedPagesOf(deploy, content, host)}${encodeURIComponent(path)}`;
}

/** The KV key holding the page data of a page reference. */
export function pageDataKey(ref: PageRef): string {
  switch (ref.kind) {
    case "page":
      return kvKeys.page(ref.path);
    case "production":
      return kvKeys.production(ref.slug);
    case "culture":
      return kvKeys.culture(ref.slug);
    case "article":
      return kvKeys.article(ref.slug);
  }
}

const encoder = new TextEncoder();

/** KV refuses keys over 512 bytes; longer slugs cannot be pages, so callers answer 404. */
export const MAX_KEY_BYTES = 512;

export function fitsKv(key: string): boolean {
  // A UTF-16 code unit takes at most three bytes in UTF-8: most keys are short enough not to encode.
  if (key.length * 3 <= MAX_KEY_BYTES) return true;
  return encoder.encode(key).length <= MAX_KEY_BYTES;
}
