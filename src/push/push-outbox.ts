import { PUSH_LIMITS } from "./push-limits";
import type { PushTopic } from "./push-subscription-schema";

/** One subscription as the sender needs it. */
export type StoredSubscription = { endpoint: string; p256dh: string; auth: string; locale: "nb" | "en" };
/** A message waiting to be sent to one subscription; `id` is its outbox row. */
export type OutboxItem = StoredSubscription & { id: number; productionId: string; payload: string; attempts: number };
/** A subscriber as queueing needs it: where to, what it follows (JSON list of topics), in which language. */
export type Subscriber = { endpoint: string; topics: string; locale: "nb" | "en" };

/** Schedule changes remembered as told: more than the changes page keeps (CHANGES_KEPT), so none is told twice. */
const CHANGES_TOLD_KEPT = 1000;

/**
 * The messages not yet sent and the schedule changes already told, in the push Durable Object's
 * SQLite (src/push/push-subscriptions.ts owns the subscriptions these rows point at). The outbox is
 * what lets a run that hits its send cap carry the rest to the next; its size is capped
 * (PUSH_LIMITS.outbox), and a message tried PUSH_LIMITS.attempts times goes.
 *
 * @example const outbox = new PushOutbox(ctx.storage.sql); outbox.queue("prod-1", subscribers, "screenings", payloads)
 */
export class PushOutbox {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, production_id TEXT NOT NULL,
      endpoint TEXT NOT NULL, payload TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0)`);
    // The schedule changes already queued (src/push/change-notices.ts), by screening and SEQUENCE.
    sql.exec("CREATE TABLE IF NOT EXISTS told_change (change_key TEXT PRIMARY KEY, told_at INTEGER NOT NULL)");
  }

  /** Puts a message in the outbox for each of `subs` that follows `topic`, in its locale, as far as the outbox has room. */
  queue(productionId: string, subs: Subscriber[], topic: PushTopic, payloads: Record<"nb" | "en", string>): number {
    const waiting = this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM outbox").one().n;
    const room = Math.max(0, PUSH_LIMITS.outbox - waiting);
    const targets = subs.filter((s) => (JSON.parse(s.topics) as PushTopic[]).includes(topic)).slice(0, room);
    for (const s of targets)
      this.sql.exec("INSERT INTO outbox (production_id, endpoint, payload) VALUES (?, ?, ?)", productionId, s.endpoint, payloads[s.locale] ?? payloads.nb);
    return targets.length;
  }

  /**
   * Whether a schedule change is told for the first time: records it if so. The record keeps the
   * newest CHANGES_TOLD_KEPT, more than the changes page itself keeps.
   */
  firstTelling(changeKey: string): boolean {
    if (this.sql.exec("SELECT 1 FROM told_change WHERE change_key = ?", changeKey).toArray().length > 0) return false;
    this.sql.exec("INSERT INTO told_change (change_key, told_at) VALUES (?, ?)", changeKey, Date.now());
    this.sql.exec("DELETE FROM told_change WHERE change_key NOT IN (SELECT change_key FROM told_change ORDER BY told_at DESC LIMIT ?)", CHANGES_TOLD_KEPT);
    return true;
  }

  /** A subscription went: its messages go too (one production's, or every production's at that endpoint). */
  forget(endpoint: string, productionId?: string): void {
    if (productionId === undefined) this.sql.exec("DELETE FROM outbox WHERE endpoint = ?", endpoint);
    else this.sql.exec("DELETE FROM outbox WHERE production_id = ? AND endpoint = ?", productionId, endpoint);
  }

  /** A subscription moved to a new endpoint: its waiting messages go there. */
  move(productionId: string, from: string, to: string): void {
    this.sql.exec("UPDATE outbox SET endpoint = ? WHERE production_id = ? AND endpoint = ?", to, productionId, from);
  }

  /** The oldest `limit` messages waiting, with their subscription's keys. */
  take(limit: number): OutboxItem[] {
    return this.sql
      .exec<{ id: number; production_id: string; endpoint: string; payload: string; attempts: number; p256dh: string; auth: string; locale: "nb" | "en" }>(
        `SELECT o.id, o.production_id, o.endpoint, o.payload, o.attempts, s.p256dh, s.auth, s.locale FROM outbox o
       JOIN subscription s ON s.production_id = o.production_id AND s.endpoint = o.endpoint ORDER BY o.id LIMIT ?`,
        limit,
      )
      .toArray()
      .map((r) => ({
        id: r.id,
        productionId: r.production_id,
        endpoint: r.endpoint,
        payload: r.payload,
        attempts: r.attempts,
        p256dh: r.p256dh,
        auth: r.auth,
        locale: r.locale,
      }));
  }

  /** Sent (or given up on): the rows go. Failed for now: tried again next run, a few times. */
  settle(done: number[], retry: number[]): void {
    for (const id of done) this.sql.exec("DELETE FROM outbox WHERE id = ?", id);
    for (const id of retry) this.sql.exec("UPDATE outbox SET attempts = attempts + 1 WHERE id = ?", id);
    this.sql.exec("DELETE FROM outbox WHERE attempts >= ?", PUSH_LIMITS.attempts);
    // Rows whose subscription went (unsubscribed meanwhile) would never be taken: drop them.
    this.sql.exec(
      "DELETE FROM outbox WHERE NOT EXISTS (SELECT 1 FROM subscription s WHERE s.production_id = outbox.production_id AND s.endpoint = outbox.endpoint)",
    );
  }
}
