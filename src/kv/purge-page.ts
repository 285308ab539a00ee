import { buildPageData } from "../content/build-page-data";
import type { PageRef } from "../content/page-ref";
import { stampOf } from "./current-content";
import { fitsKv, pageDataKey } from "./keys";
import { forgetParsed } from "./parsed-entries";
import { ContentStoreFailed } from "./content-store-failed";
import { indexOf, type PageContent } from "./page-store";
import type { EntryMeta } from "./read-through";

/** The pages a (percent-decoded) path can be: an article, else a static page, a film or a culture production. */
function pageRefsForPath(path: string): PageRef[] {
  const article = /^\/article\/([^/]+)$/.exec(path);
  if (article?.[1]) return [{ kind: "article", slug: article[1] }];
  const refs: PageRef[] = [{ kind: "page", path }];
  const slug = path.slice(1);
  if (slug && !slug.includes("/")) refs.push({ kind: "production", slug }, { kind: "culture", slug });
  return refs;
}

async function exists(ns: KVNamespace, key: string): Promise<boolean> {
  const value = await ns.get(key, "stream");
  await value?.cancel();
  return value !== null;
}

export type PagePurge = { status: "rebuilt"; key: string; version: string } | { status: "removed"; keys: string[] } | { status: "unknown" };

/**
 * Rebuilds the page data of one path from the current content now, without waiting for its entry
 * to age (POST /api/admin/purge with a path). A path the content no longer has loses its entries;
 * a path that neither the content nor KV knows is "unknown". Throws ContentStoreFailed when KV
 * does not take the change.
 *
 * @example await purgePage(env.PAGES, content, "/article/festivalpass-2025")
 */
export async function purgePage(ns: KVNamespace, content: PageContent, path: string, now = Date.now()): Promise<PagePurge> {
  const current = await content.load();
  const index = indexOf(current);
  const keys = pageRefsForPath(path)
    .map((ref) => ({ ref, key: pageDataKey(ref) }))
    .filter(({ key }) => fitsKv(key));
  const found = keys.map(({ ref, key }) => ({ key, value: buildPageData(index, ref) })).find((k) => k.value !== null);
  const stale = keys.map((k) => k.key).filter((key) => key !== found?.key);
  const existing: string[] = [];
  for (const key of stale) if (await exists(ns, key)) existing.push(key);
  // This isolate's next read of these pages asks KV, not its memory of the entries replaced.
  forgetParsed(ns, found ? [...existing, found.key] : existing);
  try {
    await Promise.all(existing.map((key) => ns.delete(key)));
    if (found) await ns.put(found.key, JSON.stringify(found.value), { metadata: { builtAt: now, ...stampOf(current) } satisfies EntryMeta });
  } catch (error) {
    throw new ContentStoreFailed(error);
  }
  if (found) return { status: "rebuilt", key: found.key, version: current.version };
  return existing.length > 0 ? { status: "removed", keys: existing } : { status: "unknown" };
}
