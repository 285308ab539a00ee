import * as v from "valibot";
import { kvKeys } from "./keys";
import { KV_RECHECK_MS } from "./parsed-entries";
import type { ContentStamp } from "./read-through";

const StampSchema = v.object({ version: v.string(), publishedAt: v.number() });

/**
 * How long an isolate trusts the stamp it read (parsed-entries.ts): the stamp is all a page
 * served from the edge cache reads from KV.
 */
const RECHECK_MS = KV_RECHECK_MS;

type Memo = { stamp: ContentStamp; checkedAt: number };
const memos = new WeakMap<KVNamespace, Memo>();

/**
 * Remembers the stamp of a chrome this isolate just wrote (a publish, purge or refresh), so its
 * next request sees the new content at once.
 *
 * @example rememberChromeStamp(env.PAGES, { version: content.version, publishedAt: content.publishedAt })
 */
export function rememberChromeStamp(ns: KVNamespace, stamp: ContentStamp, now = Date.now()): void {
  memos.set(ns, { stamp, checkedAt: now });
}

/** For tests: forget the isolate's stamp, as a fresh isolate would. */
export function forgetChromeStamp(ns: KVNamespace): void {
  memos.delete(ns);
}

/**
 * Which content the site chrome in KV was built from — the newest content readers know of
 * (docs/decisions/010) — from the entry's metadata alone: the chrome itself is neither read to the
 * end nor parsed, and the answer is kept for a second. Undefined when KV has no chrome yet (or an
 * unreadable one).
 *
 * @example edgeCacheKey(url, { content: await chromeStamp(env.PAGES), deploy })
 */
export async function chromeStamp(ns: KVNamespace, now = Date.now()): Promise<ContentStamp | undefined> {
  const memo = memos.get(ns);
  if (memo && now - memo.checkedAt < RECHECK_MS) return memo.stamp;
  // A KV without a chrome gets one with its first page: asked again next time, not a second later.
  const hit = await ns.getWithMetadata(kvKeys.chrome(), "stream");
  await hit.value?.cancel();
  const parsed = v.safeParse(StampSchema, hit.metadata);
  const stamp = hit.value !== null && parsed.success ? { version: parsed.output.version, publishedAt: parsed.output.publishedAt } : undefined;
  if (stamp) memos.set(ns, { stamp, checkedAt: now });
  return stamp;
}
