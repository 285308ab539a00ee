import * as v from "valibot";
import { configuredContent } from "../config/configured-content";
import type { AppConfig } from "../config/env";
import { CurrentContentStore } from "../kv/current-content";
import type { ContentStamp } from "../kv/entry-meta";
import { kvKeys } from "../kv/keys";
import { BoundedMap } from "../shared/bounded-map";
import { buildKeptSet, type KeptSet, KeptSetSchema } from "./kept-set";

/** Kept sets by content stamp: the current version and the one before, while a publish spreads. */
const known = new BoundedMap<string, KeptSet>(4);

const stampKey = (stamp: ContentStamp) => `${stamp.version}.${stamp.publishedAt}`;

/**
 * The kept set of a content version (edge/kept-set.ts): from this isolate's memory, else the one
 * KV entry the version stored, else (content stored before kept sets existed, or a KV that has not
 * got the entry yet) worked out here from the current content, once per isolate and version, and
 * written nowhere. Undefined while the current content is another version than `stamp` names.
 *
 * @example const set = await keptSetOf(config, stamp, (work) => ctx.waitUntil(work))
 */
export async function keptSetOf(config: AppConfig, stamp: ContentStamp, waitUntil: (work: Promise<unknown>) => void): Promise<KeptSet | undefined> {
  const key = stampKey(stamp);
  const memo = known.get(key);
  if (memo) return memo;
  const stored = v.safeParse(KeptSetSchema, await config.PAGES.get(kvKeys.keptSet(), "json").catch(() => undefined));
  const fits = (set: KeptSet) => set.version === stamp.version && set.publishedAt === stamp.publishedAt;
  let set = stored.success && fits(stored.output) ? stored.output : undefined;
  if (!set) {
    const content = await new CurrentContentStore(config.PAGES, configuredContent(config), { waitUntil }).load();
    if (content.version === stamp.version && content.publishedAt === stamp.publishedAt) set = buildKeptSet(content, Date.now());
  }
  if (set) known.set(key, set);
  return set;
}
