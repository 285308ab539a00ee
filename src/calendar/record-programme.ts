import type { FestivalEvent } from "../content/event";
import { type ChangesRecord, recordedChanges } from "./schedule-changes";
import { reconcile } from "./schedule-ledger";
import { readChanges, readLedger, storeChanges, storeLedger } from "./schedule-sequences";

/** The content a version of the programme is recorded from. */
export type RecordedContent = { version: string; events: readonly FestivalEvent[] };

/**
 * Records a content version's whole programme in the schedule ledger and its changes (docs/decisions/034),
 * once per version: the scheduled run calls it every minute, and it reads the content only when
 * the record names another version than `version` (the current one's, from KV metadata). The
 * first time, the programme is the baseline and nothing is a change; after that, every screening
 * moved, cancelled or added since is one. The changes are stored before the ledger: were the
 * ledger stored alone, a failed second write would lose the change for good.
 *
 * `now` is the site's clock (siteNow) for dropping long-past ledger entries; a change is dated by the real clock.
 *
 * @example await recordProgramme(env.PAGES, meta.version, async () => toRecorded(await store.load()), siteNow(config))
 */
export async function recordProgramme(ns: KVNamespace, version: string, load: () => Promise<RecordedContent>, now: number): Promise<ChangesRecord> {
  const record = await readChanges(ns);
  if (record?.version === version) return record;
  const [ledger, content] = await Promise.all([readLedger(ns), load()]);
  // Content other than the version asked for (replaced meanwhile) is recorded by the next run, not under this name.
  if (content.version !== version) return record ?? { since: Date.now(), version: "", changes: [] };
  const next = recordedChanges(record, ledger, content.version, content.events, Date.now());
  await storeChanges(ns, next);
  const reconciled = reconcile(ledger, content.events, now).next;
  if (reconciled) await storeLedger(ns, reconciled);
  return next;
}
