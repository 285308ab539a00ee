import * as v from "valibot";
import { ContentIndex } from "../content/content-index";
import type { CurrentContent } from "./current-content";
import { kvKeys } from "./keys";
import { type LastmodLedger, LastmodLedgerSchema, type Stamp, lastmodLedgerWrite, ledgerIsFor, nextLedger, pageFingerprints } from "./lastmod-ledger";

/** The lastmod ledger (lastmod-ledger.ts, docs/decisions/037) read from and written to KV. */

/**
 * The stored ledger, or undefined when there is none or it does not parse (logged): the next one
 * then starts fresh.
 */
export async function readLastmodLedger(ns: KVNamespace): Promise<LastmodLedger | undefined> {
  const json = await ns.get(kvKeys.lastmodLedger(), "json").catch((error: unknown) => {
    console.warn("kv: the lastmod ledger could not be read; starting a fresh one", error);
    return null;
  });
  if (json === null) return undefined;
  const ledger = v.safeParse(LastmodLedgerSchema, json);
  if (!ledger.success) console.warn("kv: the lastmod ledger does not match its schema; starting a fresh one", v.summarize(ledger.issues));
  return ledger.success ? ledger.output : undefined;
}

/**
 * The ledger that dates the sitemap of `content`: the stored one when it is this version's,
 * otherwise the one its writer would store, made here and not stored (a visitor's request never
 * writes KV; the scheduled run stores it, recordLastmodLedger below).
 *
 * @example (await lastmodLedgerOf(env.PAGES, content, index)).entries["/kinoprogram"] // ["9f2c…", 1763714100000]
 */
export async function lastmodLedgerOf(ns: KVNamespace, content: Stamp, index: ContentIndex): Promise<LastmodLedger> {
  const stored = await readLastmodLedger(ns);
  if (stored && ledgerIsFor(stored, content)) return stored;
  return nextLedger(stored, await pageFingerprints(index), content);
}

/**
 * Stores the ledger of the current content version when KV has none for it: a version stored
 * without one (the first visitor of an empty KV stores the configured content, and writes no
 * ledger). The scheduled run calls it every minute; it reads only the ledger's metadata until
 * there is something to do. Answers whether it stored one.
 */
export async function recordLastmodLedger(ns: KVNamespace, current: Stamp, load: () => Promise<CurrentContent>): Promise<boolean> {
  const hit = await ns.getWithMetadata<Stamp>(kvKeys.lastmodLedger(), "stream");
  await hit.value?.cancel();
  if (hit.value !== null && ledgerIsFor(hit.metadata ?? undefined, current)) return false;
  // Dated as the content loaded says: should it be newer than `current` by now, its ledger is the one to store.
  const content = await load();
  const ledger = await lastmodLedgerOf(ns, content, new ContentIndex(content.bundle));
  const { key, value, metadata } = lastmodLedgerWrite(ledger);
  await ns.put(key, value, { metadata });
  return true;
}
