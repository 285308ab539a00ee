import * as v from "valibot";
import type { FestivalEvent } from "../content/event";
import { type ScheduleLedger, firstSequence, scheduleFingerprint } from "./schedule-ledger";

/** Where and when a screening was before a change (its start as epoch ms). */
const WasSchema = v.object({ startsAt: v.number(), venue: v.string(), sal: v.string() });

/**
 * One change a visitor would notice (docs/decisions/034): the screening, the SEQUENCE the change
 * gave it (so a change has one name, `id:sequence`, and is told once), what it was before, and
 * when it was recorded. Only a screening's latest change is kept.
 */
export const StoredChangeSchema = v.object({
  id: v.string(),
  sequence: v.pipe(v.number(), v.integer(), v.minValue(0)),
  kind: v.picklist(["moved", "cancelled", "added"]),
  was: v.optional(WasSchema),
  changedAt: v.number(),
});
export type StoredChange = v.InferOutput<typeof StoredChangeSchema>;

/**
 * The changes since the programme was first published, beside the schedule ledger (KV
 * `schedule:changes`): `since` is when the whole programme was first recorded (what came before
 * is the programme, not a change), `version` the content version last recorded whole.
 */
export const ChangesRecordSchema = v.object({
  since: v.number(),
  version: v.string(),
  changes: v.array(StoredChangeSchema),
});
export type ChangesRecord = v.InferOutput<typeof ChangesRecordSchema>;

/** At most this many changes are kept, the newest: a festival moves a handful; a year of a cinema fits. */
export const CHANGES_KEPT = 200;

/** A ledger fingerprint read back: [start ms, minutes, venue, sal, cancelled] (schedule-ledger.ts). */
const FingerprintSchema = v.tuple([v.number(), v.number(), v.string(), v.string(), v.boolean()]);

function parseFingerprint(fingerprint: string): v.InferOutput<typeof FingerprintSchema> | undefined {
  try {
    const parsed = v.safeParse(FingerprintSchema, JSON.parse(fingerprint));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The changes a visitor would notice among `events`, against what the ledger holds: a screening
 * cancelled, taken back in, or moved in start, venue or sal. A new length alone grows the SEQUENCE
 * for calendars but is no news here. A screening the ledger has never seen is "added" only when
 * `added` is set: when the whole programme is recorded after its first time, not when a feed
 * happens to serve a screening first.
 *
 * @example noticedChanges(ledger, bundle.events, { added: true, now: Date.now() })
 */
export function noticedChanges(ledger: ScheduleLedger, events: readonly FestivalEvent[], options: { added: boolean; now: number }): StoredChange[] {
  const found: StoredChange[] = [];
  for (const event of events) {
    const known = ledger[event.id];
    const at = { id: event.id, changedAt: options.now };
    if (!known) {
      if (options.added && !event.cancelled) found.push({ ...at, sequence: firstSequence(event), kind: "added" });
      continue;
    }
    if (known.fingerprint === scheduleFingerprint(event)) continue;
    const before = parseFingerprint(known.fingerprint);
    if (!before) continue;
    const [startsAt, , venue, sal, wasCancelled] = before;
    const sequence = known.sequence + 1;
    if (event.cancelled && !wasCancelled) found.push({ ...at, sequence, kind: "cancelled" });
    else if (!event.cancelled && wasCancelled) found.push({ ...at, sequence, kind: "added" });
    else if (!event.cancelled && (startsAt !== Date.parse(event.startsAt) || venue !== event.venue || sal !== event.sal)) {
      found.push({ ...at, sequence, kind: "moved", was: { startsAt, venue, sal } });
    }
  }
  return found;
}

/**
 * The changes after `found`: each screening's latest change replaces its earlier one, newest
 * first, at most CHANGES_KEPT.
 */
export function withChanges(changes: readonly StoredChange[], found: readonly StoredChange[]): StoredChange[] {
  const latest = new Map(changes.map((c) => [c.id, c]));
  for (const change of found) latest.set(change.id, change);
  return [...latest.values()].sort((a, b) => b.changedAt - a.changedAt || a.id.localeCompare(b.id)).slice(0, CHANGES_KEPT);
}

/**
 * The record after a content version's whole programme is recorded: the first time it is the
 * baseline and nothing is a change; after that every screening moved, cancelled or added since is
 * one. A ledger lost (unreadable, so empty) would make every screening look new: no news either.
 */
export function recordedChanges(
  record: ChangesRecord | undefined,
  ledger: ScheduleLedger,
  version: string,
  events: readonly FestivalEvent[],
  at: number,
): ChangesRecord {
  const found = record && Object.keys(ledger).length > 0 ? noticedChanges(ledger, events, { added: true, now: at }) : [];
  return { since: record?.since ?? at, version, changes: withChanges(record?.changes ?? [], found) };
}
