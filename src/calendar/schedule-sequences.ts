import * as v from "valibot";
import type { FestivalEvent } from "../content/event";
import { kvKeys } from "../kv/keys";
import { type ScheduleLedger, ScheduleLedgerSchema, reconcile } from "./schedule-ledger";

/** The stored ledger, parsed (KV is a boundary); empty when there is none yet. */
async function readLedger(ns: KVNamespace): Promise<ScheduleLedger> {
  const stored = await ns.get(kvKeys.scheduleLedger(), "json");
  if (stored === null) return {};
  const parsed = v.safeParse(ScheduleLedgerSchema, stored);
  if (parsed.success) return parsed.output;
  // Starting again from 0 may make a calendar ignore one update; serving nothing would be worse.
  console.error("calendar: the schedule ledger does not parse; sequences start again", v.flatten(parsed.issues));
  return {};
}

/**
 * The SEQUENCE of each screening a feed is about to serve, by id (docs/decisions/021). A change
 * since the last served fingerprint is recorded before the feed answers, so no calendar sees a
 * number the ledger does not hold. When that write fails (KV allows one write a second per key)
 * the answer is still served: the next fetch works the same number out again from the same ledger.
 *
 * `now` is the site's clock (siteNow), against which long-past entries are dropped.
 *
 * @example const sequences = await scheduleSequences(env.PAGES, [event], siteNow(config))
 */
export async function scheduleSequences(ns: KVNamespace, events: readonly FestivalEvent[], now: number): Promise<Map<string, number>> {
  const { sequences, next } = reconcile(await readLedger(ns), events, now);
  if (next) {
    try {
      await ns.put(kvKeys.scheduleLedger(), JSON.stringify(next));
    } catch (error) {
      console.error("calendar: the schedule ledger could not be stored; serving the sequences anyway", error);
    }
  }
  return sequences;
}
