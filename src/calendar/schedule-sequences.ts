import * as v from "valibot";
import type { FestivalEvent } from "../content/event";
import { kvKeys } from "../kv/keys";
import { type ChangesRecord, ChangesRecordSchema, type StoredChange, noticedChanges, withChanges } from "./schedule-changes";
import { type ScheduleLedger, ScheduleLedgerSchema, reconcile } from "./schedule-ledger";

/** A stored JSON entry, parsed (KV is a boundary); undefined when there is none or it does not parse (logged). */
async function readParsed<T>(ns: KVNamespace, key: string, schema: v.GenericSchema<unknown, T>, what: string): Promise<T | undefined> {
  const stored = await ns.get(key, "json");
  if (stored === null) return undefined;
  const parsed = v.safeParse(schema, stored);
  if (parsed.success) return parsed.output;
  console.error(`calendar: ${what} does not parse; starting again`, v.flatten(parsed.issues));
  return undefined;
}

/**
 * The stored ledger; empty when there is none yet. Starting again from 0 may make a calendar
 * ignore one update; serving nothing would be worse.
 */
export async function readLedger(ns: KVNamespace): Promise<ScheduleLedger> {
  return (await readParsed(ns, kvKeys.scheduleLedger(), ScheduleLedgerSchema, "the schedule ledger")) ?? {};
}

/** The changes since the programme was first recorded (schedule-changes.ts), or undefined before that. */
export function readChanges(ns: KVNamespace): Promise<ChangesRecord | undefined> {
  return readParsed(ns, kvKeys.scheduleChanges(), ChangesRecordSchema, "the schedule changes");
}

export async function storeLedger(ns: KVNamespace, ledger: ScheduleLedger): Promise<void> {
  await ns.put(kvKeys.scheduleLedger(), JSON.stringify(ledger));
}

export async function storeChanges(ns: KVNamespace, record: ChangesRecord): Promise<void> {
  await ns.put(kvKeys.scheduleChanges(), JSON.stringify(record));
}

/**
 * Changes a feed noticed first (with a runtime events API a screening can move between two
 * publishes), added to the record. Before the programme was first recorded there is nothing to
 * change from, so nothing is kept.
 */
async function recordNoticed(ns: KVNamespace, found: readonly StoredChange[]): Promise<void> {
  if (found.length === 0) return;
  const record = await readChanges(ns);
  if (record) await storeChanges(ns, { ...record, changes: withChanges(record.changes, found) });
}

/**
 * The SEQUENCE of each screening a feed is about to serve, by id (docs/decisions/021). A change
 * since the last served fingerprint is recorded before the feed answers, so no calendar sees a
 * number the ledger does not hold; a change a visitor would notice goes to the changes page's
 * record first (docs/decisions/034). When a write fails (KV allows one write a second per key)
 * the answer is still served: the next fetch works the same number out again from the same ledger.
 *
 * `now` is the site's clock (siteNow), against which long-past entries are dropped.
 *
 * @example const sequences = await scheduleSequences(env.PAGES, [event], siteNow(config))
 */
export async function scheduleSequences(ns: KVNamespace, events: readonly FestivalEvent[], now: number): Promise<Map<string, number>> {
  const ledger = await readLedger(ns);
  const { sequences, next } = reconcile(ledger, events, now);
  if (next) {
    try {
      await recordNoticed(ns, noticedChanges(ledger, events, { added: false, now: Date.now() }));
      await storeLedger(ns, next);
    } catch (error) {
      console.error("calendar: the schedule ledger could not be stored; serving the sequences anyway", error);
    }
  }
  return sequences;
}

/**
 * The SEQUENCE of each screening a public feed serves (a strand's or a place's calendar,
 * docs/decisions/047), read from the ledger without writing it: an outsider's fetch costs no KV
 * write. The scheduled run records every content version's programme in the ledger
 * (record-programme.ts); until it has recorded the current one, a moved screening is served the
 * number that record will store (the same reconcile from the same ledger), so the number grows at
 * once and never goes back.
 *
 * @example const sequences = await servedSequences(env.PAGES, events, siteNow(config))
 */
export async function servedSequences(ns: KVNamespace, events: readonly FestivalEvent[], now: number): Promise<Map<string, number>> {
  return reconcile(await readLedger(ns), events, now).sequences;
}
