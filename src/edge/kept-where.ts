import { KV_HTML_TTL_SECONDS } from "./kv-html";
import type { Keep } from "./page-answer";
import { EDGE_ONLY_STALE_SECONDS, PAGE_LIFETIME } from "./page-lifetimes";

/**
 * Where the page cache puts a page for each keep, and for how long: the module's own list, which
 * docs/architecture.md "What is kept where" shows (tests/docs/kept-where.unit.test.ts holds the
 * two together).
 */
export const KEPT_WHERE: Readonly<Record<Keep, { stores: readonly ("Cache API" | "KV")[]; freshSeconds?: number; staleSeconds?: number; kvSeconds?: number }>> =
  {
    kv: { stores: ["Cache API", "KV"], ...PAGE_LIFETIME, kvSeconds: KV_HTML_TTL_SECONDS },
    edge: { stores: ["Cache API"], freshSeconds: PAGE_LIFETIME.freshSeconds, staleSeconds: EDGE_ONLY_STALE_SECONDS },
    nowhere: { stores: [] },
  };
