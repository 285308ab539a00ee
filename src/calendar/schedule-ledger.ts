import * as v from "valibot";
import type { FestivalEvent } from "../content/event";

/**
 * What the feeds last served of each screening (docs/decisions/021): a fingerprint of what a
 * calendar keeps (time, length, place, cancelled) and the SEQUENCE served with it. Content holds
 * only a screening's present; this is the memory that lets SEQUENCE grow when it changes.
 */
export const ScheduleLedgerSchema = v.record(
  v.string(),
  v.object({
    fingerprint: v.string(),
    sequence: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** The screening's start, so entries long past can be dropped. */
    startsAt: v.number(),
  }),
);
export type ScheduleLedger = v.InferOutput<typeof ScheduleLedgerSchema>;

/** Entries of screenings that started this long ago are dropped: no calendar is still asked to change them. */
export const LEDGER_KEEP_MS = 400 * 24 * 60 * 60_000;

/**
 * What a calendar would have to change: when it is, how long, where, and whether it is on. Title
 * and notes are left out: RFC 5545 asks SEQUENCE to grow for a significant revision, not a typo.
 */
export function scheduleFingerprint(e: Pick<FestivalEvent, "startsAt" | "durationMinutes" | "venue" | "sal" | "cancelled">): string {
  return JSON.stringify([Date.parse(e.startsAt), e.durationMinutes, e.venue, e.sal, e.cancelled]);
}

export type Reconciled = {
  /** The SEQUENCE to serve for each screening asked about, by id. */
  sequences: Map<string, number>;
  /** The ledger to store, or undefined when nothing served differs from what it holds. */
  next?: ScheduleLedger;
};

/**
 * A screening first served already cancelled is a revision of the one announced before (in the
 * programme, a calendar imported elsewhere): a CANCELLED copy at SEQUENCE 0 is one a calendar
 * holding the original may ignore, and validators call it an error.
 */
export const firstSequence = (e: Pick<FestivalEvent, "cancelled">) => (e.cancelled ? 1 : 0);

/**
 * The sequences to serve for `events`, and the ledger after serving them: a screening seen for
 * the first time starts at 0 (1 when it is cancelled), one whose fingerprint differs from the ledger's gets the next number,
 * one unchanged keeps its number. Moving back to an earlier time is a change too (it grows again).
 *
 * @example reconcile({}, [event], Date.now()).sequences.get(event.id) // 0
 */
export function reconcile(ledger: ScheduleLedger, events: readonly FestivalEvent[], now: number): Reconciled {
  const sequences = new Map<string, number>();
  const next: ScheduleLedger = { ...ledger };
  let changed = false;
  for (const event of events) {
    const fingerprint = scheduleFingerprint(event);
    const known = ledger[event.id];
    const sequence = !known ? firstSequence(event) : known.fingerprint === fingerprint ? known.sequence : known.sequence + 1;
    sequences.set(event.id, sequence);
    if (known?.fingerprint !== fingerprint) {
      next[event.id] = { fingerprint, sequence, startsAt: Date.parse(event.startsAt) };
      changed = true;
    }
  }
  if (!changed) return { sequences };
  for (const [id, entry] of Object.entries(next)) if (entry.startsAt < now - LEDGER_KEEP_MS) delete next[id];
  return { sequences, next };
}
