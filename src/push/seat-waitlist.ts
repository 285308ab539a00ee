import { DurableObject } from "cloudflare:workers";
import { sameSecret } from "../security/same-secret";
import { PUSH_LIMITS } from "./push-limits";
import type { OutboxItem } from "./push-outbox";
import type { BrowserSubscription } from "./push-subscription-schema";
import { SEAT_LIMITS } from "./seat-limits";

export type WatchResult = "watching" | "screening-full" | "endpoint-full" | "list-full" | "keys-differ";
/** A message to one waiting visitor, as the sender needs it. */
export type SeatMessage = Pick<OutboxItem, "id" | "endpoint" | "p256dh" | "auth" | "payload" | "attempts">;

/**
 * "Si fra om det blir ledig" (docs/decisions/045): the visitors waiting for a seat at a sold-out
 * screening, in the order they asked (`seq`), and the messages to them not yet sent, in one Durable
 * Object with SQLite beside PushSubscriptions. When the screening is on sale again every waiting
 * visitor's message is queued in that order and the waits end (told once); a wait or message whose
 * screening has started goes.
 */
export class SeatWaitlist extends DurableObject {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS seat_watch (seq INTEGER PRIMARY KEY AUTOINCREMENT, event_id TEXT NOT NULL,
      endpoint TEXT NOT NULL, p256dh TEXT NOT NULL, auth TEXT NOT NULL, locale TEXT NOT NULL, starts_at INTEGER NOT NULL,
      UNIQUE (event_id, endpoint))`);
    this.sql.exec("CREATE INDEX IF NOT EXISTS seat_watch_endpoint ON seat_watch (endpoint)");
    this.sql.exec(`CREATE TABLE IF NOT EXISTS seat_message (id INTEGER PRIMARY KEY AUTOINCREMENT, event_id TEXT NOT NULL,
      endpoint TEXT NOT NULL, p256dh TEXT NOT NULL, auth TEXT NOT NULL, payload TEXT NOT NULL, not_after INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0)`);
  }

  /** Puts the browser on the screening's list, at its end, within the caps; asking again keeps its place. */
  async watch(eventId: string, startsAt: number, sub: BrowserSubscription, locale: "nb" | "en"): Promise<WatchResult> {
    return this.ctx.storage.transactionSync((): WatchResult => {
      const existing = this.row(eventId, sub.endpoint);
      if (existing) return sameSecret(sub.keys.auth, existing.auth) && existing.p256dh === sub.keys.p256dh ? "watching" : "keys-differ";
      if (this.count("event_id = ?", eventId) >= SEAT_LIMITS.perScreening) return "screening-full";
      if (this.count("endpoint = ?", sub.endpoint) >= SEAT_LIMITS.perEndpoint) return "endpoint-full";
      const screenings = this.sql.exec<{ n: number }>("SELECT COUNT(DISTINCT event_id) AS n FROM seat_watch WHERE event_id <> ?", eventId).one().n;
      if (this.count("event_id = ?", eventId) === 0 && screenings >= SEAT_LIMITS.screenings) return "list-full";
      this.sql.exec(
        "INSERT INTO seat_watch (event_id, endpoint, p256dh, auth, locale, starts_at) VALUES (?, ?, ?, ?, ?, ?)",
        eventId,
        sub.endpoint,
        sub.keys.p256dh,
        sub.keys.auth,
        locale,
        startsAt,
      );
      return "watching";
    });
  }

  /** Takes the browser off the list if `auth` is its secret; answers whether it was on it. */
  async unwatch(eventId: string, endpoint: string, auth: string): Promise<boolean> {
    return this.ctx.storage.transactionSync(() => {
      const row = this.row(eventId, endpoint);
      if (!row || !sameSecret(auth, row.auth)) return false;
      this.sql.exec("DELETE FROM seat_watch WHERE event_id = ? AND endpoint = ?", eventId, endpoint);
      return true;
    });
  }

  /** Whether the browser waits for the screening, proved by its secret (the button's state on a new visit). */
  async has(eventId: string, endpoint: string, auth: string): Promise<boolean> {
    const row = this.row(eventId, endpoint);
    return row !== undefined && sameSecret(auth, row.auth);
  }

  /** The screenings waited for that have not started, longest waited first; the waits of started ones go. */
  async watched(now: number): Promise<string[]> {
    this.sql.exec("DELETE FROM seat_watch WHERE starts_at <= ?", now);
    const query = "SELECT event_id FROM seat_watch GROUP BY event_id ORDER BY MIN(seq) LIMIT ?";
    return this.sql
      .exec<{ event_id: string }>(query, SEAT_LIMITS.screenings)
      .toArray()
      .map((r) => r.event_id);
  }

  /**
   * The screening is on sale again: one message per waiting visitor, in their language and in the
   * order they asked, valid until `notAfter` (its start); the waits end in the same transaction.
   */
  async release(eventId: string, payloads: Record<"nb" | "en", string>, notAfter: number): Promise<number> {
    return this.ctx.storage.transactionSync(() => {
      const waiting = this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM seat_message").one().n;
      const room = Math.max(0, PUSH_LIMITS.outbox - waiting);
      const rows = this.sql
        .exec<{ endpoint: string; p256dh: string; auth: string; locale: "nb" | "en" }>(
          "SELECT endpoint, p256dh, auth, locale FROM seat_watch WHERE event_id = ? ORDER BY seq LIMIT ?",
          eventId,
          room,
        )
        .toArray();
      for (const r of rows)
        this.sql.exec(
          "INSERT INTO seat_message (event_id, endpoint, p256dh, auth, payload, not_after) VALUES (?, ?, ?, ?, ?, ?)",
          eventId,
          r.endpoint,
          r.p256dh,
          r.auth,
          payloads[r.locale] ?? payloads.nb,
          notAfter,
        );
      this.drop(eventId);
      return rows.length;
    });
  }

  /** The screening will not be on sale again (cancelled): its list goes, nobody is told. */
  async drop(eventId: string): Promise<void> {
    this.sql.exec("DELETE FROM seat_watch WHERE event_id = ?", eventId);
  }

  /** The oldest `limit` messages whose screening has not started; those of started screenings go. */
  async take(limit: number, now: number): Promise<SeatMessage[]> {
    this.sql.exec("DELETE FROM seat_message WHERE not_after <= ?", now);
    return this.sql.exec<SeatMessage>("SELECT id, endpoint, p256dh, auth, payload, attempts FROM seat_message ORDER BY id LIMIT ?", limit).toArray();
  }

  /** Sent (or given up on): the rows go. Failed for now: tried again next run, a few times. */
  async settle(done: number[], retry: number[]): Promise<void> {
    for (const id of done) this.sql.exec("DELETE FROM seat_message WHERE id = ?", id);
    for (const id of retry) this.sql.exec("UPDATE seat_message SET attempts = attempts + 1 WHERE id = ?", id);
    this.sql.exec("DELETE FROM seat_message WHERE attempts >= ?", PUSH_LIMITS.attempts);
  }

  /**
   * The browser replaced its subscription (`POST /api/push/subscriptions/move`): the waits the old
   * one proves with its secret move to the new one, keeping their place in line, and so do its
   * messages not yet sent. A screening the new one waits for already keeps that wait. Answers how
   * many waits moved (at most the per-browser cap, so the new endpoint holds twice it at most), or
   * "keys-differ" when the new endpoint waits already under other keys: nobody moves waits onto
   * another browser's endpoint (as PushSubscriptions.move).
   */
  async move(oldEndpoint: string, oldAuth: string, next: BrowserSubscription): Promise<number | "keys-differ"> {
    return this.ctx.storage.transactionSync((): number | "keys-differ" => {
      const held = this.sql
        .exec<{ seq: number; auth: string }>("SELECT seq, auth FROM seat_watch WHERE endpoint = ?", oldEndpoint)
        .toArray()
        .filter((row) => sameSecret(oldAuth, row.auth));
      if (held.length === 0) return 0;
      const moving = new Set(held.map((row) => row.seq));
      const there = this.sql
        .exec<{ seq: number; auth: string; p256dh: string }>("SELECT seq, auth, p256dh FROM seat_watch WHERE endpoint = ?", next.endpoint)
        .toArray()
        .filter((row) => !moving.has(row.seq));
      if (there.some((row) => !sameSecret(next.keys.auth, row.auth) || row.p256dh !== next.keys.p256dh)) return "keys-differ";
      for (const { seq } of held) {
        this.sql.exec("UPDATE OR IGNORE seat_watch SET endpoint = ?, p256dh = ?, auth = ? WHERE seq = ?", next.endpoint, next.keys.p256dh, next.keys.auth, seq);
        // Left behind when the new endpoint waits for that screening already.
        if (next.endpoint !== oldEndpoint) this.sql.exec("DELETE FROM seat_watch WHERE seq = ? AND endpoint = ?", seq, oldEndpoint);
      }
      this.sql.exec(
        "UPDATE seat_message SET endpoint = ?, p256dh = ?, auth = ? WHERE endpoint = ? AND auth = ?",
        next.endpoint,
        next.keys.p256dh,
        next.keys.auth,
        oldEndpoint,
        held[0]!.auth,
      );
      return held.length;
    });
  }

  /** The push service says the subscription is gone (404/410): its waits and messages go. */
  async forgetEndpoint(endpoint: string): Promise<void> {
    this.sql.exec("DELETE FROM seat_watch WHERE endpoint = ?", endpoint);
    this.sql.exec("DELETE FROM seat_message WHERE endpoint = ?", endpoint);
  }

  /** How many wait for the screening (tests and the operator's curiosity). */
  async countFor(eventId: string): Promise<number> {
    return this.count("event_id = ?", eventId);
  }

  private row(eventId: string, endpoint: string): { auth: string; p256dh: string } | undefined {
    return this.sql
      .exec<{ auth: string; p256dh: string }>("SELECT auth, p256dh FROM seat_watch WHERE event_id = ? AND endpoint = ?", eventId, endpoint)
      .toArray()[0];
  }

  private count(where: "event_id = ?" | "endpoint = ?", value: string): number {
    return this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM seat_watch WHERE ${where}`, value).one().n;
  }
}
