import { DurableObject } from "cloudflare:workers";
import { sameSecret } from "../security/same-secret";
import { PUSH_LIMITS } from "./push-limits";
import type { BrowserSubscription, PushTopic } from "./push-subscription-schema";
import type { ProductionSnapshot } from "./production-news";

/** One subscription as the sender needs it. */
export type StoredSubscription = { endpoint: string; p256dh: string; auth: string; locale: "nb" | "en" };
/** A message waiting to be sent to one subscription; `id` is its outbox row. */
export type OutboxItem = StoredSubscription & { id: number; productionId: string; payload: string; attempts: number };

/** Schedule changes remembered as told: more than the changes page keeps (CHANGES_KEPT), so none is told twice. */
const CHANGES_TOLD_KEPT = 1000;

export type SubscribeResult = "subscribed" | "production-full" | "endpoint-full" | "keys-differ";
/**
 * What a move did: how many films moved, or why none did: the old subscription's secret was not
 * given ("not-held"), or the new endpoint already belongs to a subscription with other keys
 * ("keys-differ": someone else's), or the films together would pass the browser's cap.
 */
export type MoveResult = { moved: number } | "not-held" | "keys-differ" | "endpoint-full";

/**
 * Every "Varsle meg" subscription, in one Durable Object with SQLite (docs/decisions/024): a
 * strongly consistent store where a production's subscribers are one indexed query, a
 * subscription is found by its endpoint, and caps are exact. It also keeps what subscribers of a
 * production have been told (the snapshot the scheduled refresh compares content with) and the
 * outbox of messages not yet sent, so a run that hits its send cap carries the rest to the next.
 */
export class PushSubscriptions extends DurableObject {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS subscription (
      production_id TEXT NOT NULL, endpoint TEXT NOT NULL, p256dh TEXT NOT NULL, auth TEXT NOT NULL,
      topics TEXT NOT NULL, locale TEXT NOT NULL, created_at INTEGER NOT NULL,
      PRIMARY KEY (production_id, endpoint))`);
    this.sql.exec("CREATE INDEX IF NOT EXISTS subscription_endpoint ON subscription (endpoint)");
    this.sql.exec("CREATE TABLE IF NOT EXISTS snapshot (production_id TEXT PRIMARY KEY, screenings TEXT NOT NULL, on_sale TEXT NOT NULL)");
    this.sql.exec(`CREATE TABLE IF NOT EXISTS outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, production_id TEXT NOT NULL,
      endpoint TEXT NOT NULL, payload TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0)`);
    // The schedule changes already queued (src/push/change-notices.ts), by screening and SEQUENCE.
    this.sql.exec("CREATE TABLE IF NOT EXISTS told_change (change_key TEXT PRIMARY KEY, told_at INTEGER NOT NULL)");
  }

  /**
   * Adds (or renews the topics of) a subscription, within the caps. `snapshot` is what the
   * production has now: a first subscriber's snapshot, so only what comes after is news.
   */
  async subscribe(
    productionId: string,
    sub: BrowserSubscription,
    topics: PushTopic[],
    locale: "nb" | "en",
    snapshot: ProductionSnapshot,
    now: number,
  ): Promise<SubscribeResult> {
    const existing = this.sql
      .exec<{ auth: string; p256dh: string }>("SELECT auth, p256dh FROM subscription WHERE production_id = ? AND endpoint = ?", productionId, sub.endpoint)
      .toArray()[0];
    // Only the holder of the keys may change a subscription: an endpoint alone proves nothing.
    if (existing && !sameKeys(existing, sub)) return "keys-differ";
    if (!existing) {
      if (this.count("production_id", productionId) >= PUSH_LIMITS.perProduction) return "production-full";
      if (this.count("endpoint", sub.endpoint) >= PUSH_LIMITS.perEndpoint) return "endpoint-full";
    }
    this.sql.exec(
      `INSERT INTO subscription (production_id, endpoint, p256dh, auth, topics, locale, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (production_id, endpoint) DO UPDATE SET topics = excluded.topics, locale = excluded.locale`,
      productionId,
      sub.endpoint,
      sub.keys.p256dh,
      sub.keys.auth,
      JSON.stringify(topics),
      locale,
      now,
    );
    this.sql.exec(
      "INSERT OR IGNORE INTO snapshot (production_id, screenings, on_sale) VALUES (?, ?, ?)",
      productionId,
      JSON.stringify(snapshot.screenings),
      JSON.stringify(snapshot.onSale),
    );
    return "subscribed";
  }

  /** Removes a subscription if `auth` is its secret; answers whether one was removed. */
  async unsubscribe(productionId: string, endpoint: string, auth: string): Promise<boolean> {
    return this.ctx.storage.transactionSync(() => {
      if (!this.holds(productionId, endpoint, auth)) return false;
      this.sql.exec("DELETE FROM subscription WHERE production_id = ? AND endpoint = ?", productionId, endpoint);
      this.sql.exec("DELETE FROM outbox WHERE production_id = ? AND endpoint = ?", productionId, endpoint);
      return true;
    });
  }

  /** Whether this endpoint is subscribed to the production with `auth` as its secret (the button's state after a reload). */
  async has(productionId: string, endpoint: string, auth: string): Promise<boolean> {
    return this.holds(productionId, endpoint, auth);
  }

  /**
   * The browser replaced its subscription (`pushsubscriptionchange`): every film the old one
   * followed moves to the new one, if `oldAuth` is the old one's secret. The new endpoint must be
   * free or already held with the new keys: moving onto someone else's endpoint would replace
   * their subscription with one the caller holds (and can then delete), so it is refused.
   */
  async move(oldEndpoint: string, oldAuth: string, next: BrowserSubscription): Promise<MoveResult> {
    return this.ctx.storage.transactionSync((): MoveResult => {
      const held = this.sql
        .exec<{ production_id: string; auth: string }>("SELECT production_id, auth FROM subscription WHERE endpoint = ?", oldEndpoint)
        .toArray()
        .filter((row) => sameSecret(oldAuth, row.auth))
        .map((row) => row.production_id);
      if (held.length === 0) return "not-held";
      const moving = new Set(held);
      // What the new endpoint has already, but for the rows being moved (the same endpoint with new keys).
      const there = this.sql
        .exec<{ production_id: string; auth: string; p256dh: string }>("SELECT production_id, auth, p256dh FROM subscription WHERE endpoint = ?", next.endpoint)
        .toArray()
        .filter((row) => !(next.endpoint === oldEndpoint && moving.has(row.production_id)));
      if (there.some((row) => !sameKeys(row, next))) return "keys-differ";
      if (new Set([...held, ...there.map((row) => row.production_id)]).size > PUSH_LIMITS.perEndpoint) return "endpoint-full";
      for (const productionId of held) {
        this.sql.exec(
          "UPDATE OR REPLACE subscription SET endpoint = ?, p256dh = ?, auth = ? WHERE production_id = ? AND endpoint = ?",
          next.endpoint,
          next.keys.p256dh,
          next.keys.auth,
          productionId,
          oldEndpoint,
        );
        this.sql.exec("UPDATE outbox SET endpoint = ? WHERE production_id = ? AND endpoint = ?", next.endpoint, productionId, oldEndpoint);
      }
      return { moved: held.length };
    });
  }

  /** The push service said the subscription is gone (404/410): every production's copy goes. */
  async forgetEndpoint(endpoint: string): Promise<void> {
    this.sql.exec("DELETE FROM subscription WHERE endpoint = ?", endpoint);
    this.sql.exec("DELETE FROM outbox WHERE endpoint = ?", endpoint);
  }

  /** Productions that have subscribers, with what their subscribers have been told. */
  async watched(): Promise<Array<{ productionId: string; snapshot: ProductionSnapshot }>> {
    const rows = this.sql
      .exec<{ production_id: string; screenings: string; on_sale: string }>(
        "SELECT s.production_id, s.screenings, s.on_sale FROM snapshot s WHERE EXISTS (SELECT 1 FROM subscription u WHERE u.production_id = s.production_id)",
      )
      .toArray();
    return rows.map((r) => ({
      productionId: r.production_id,
      snapshot: { screenings: JSON.parse(r.screenings) as string[], onSale: JSON.parse(r.on_sale) as string[] },
    }));
  }

  /**
   * Queues one message per subscriber of the topic, in the subscriber's locale, and records the
   * new snapshot in the same transaction: news is queued exactly once.
   */
  async enqueue(productionId: string, topic: PushTopic, payloads: Record<"nb" | "en", string>, snapshot: ProductionSnapshot): Promise<number> {
    return this.ctx.storage.transactionSync(() => {
      const subs = this.sql
        .exec<{ endpoint: string; topics: string; locale: "nb" | "en" }>(
          "SELECT endpoint, topics, locale FROM subscription WHERE production_id = ?",
          productionId,
        )
        .toArray();
      const queued = this.queue(productionId, subs, topic, payloads);
      this.sql.exec(
        "UPDATE snapshot SET screenings = ?, on_sale = ? WHERE production_id = ?",
        JSON.stringify(snapshot.screenings),
        JSON.stringify(snapshot.onSale),
        productionId,
      );
      return queued;
    });
  }

  /**
   * Queues the notice of one schedule change to the production's subscribers of its screenings
   * who subscribed before the change, once: a change already told queues nothing. The record of
   * told changes keeps the newest CHANGES_TOLD_KEPT, more than the changes page itself keeps.
   */
  async enqueueChange(productionId: string, changeKey: string, payloads: Record<"nb" | "en", string>, changedAt: number): Promise<number> {
    return this.ctx.storage.transactionSync(() => {
      if (this.sql.exec("SELECT 1 FROM told_change WHERE change_key = ?", changeKey).toArray().length > 0) return 0;
      this.sql.exec("INSERT INTO told_change (change_key, told_at) VALUES (?, ?)", changeKey, Date.now());
      this.sql.exec("DELETE FROM told_change WHERE change_key NOT IN (SELECT change_key FROM told_change ORDER BY told_at DESC LIMIT ?)", CHANGES_TOLD_KEPT);
      const subs = this.sql
        .exec<{ endpoint: string; topics: string; locale: "nb" | "en" }>(
          "SELECT endpoint, topics, locale FROM subscription WHERE production_id = ? AND created_at < ?",
          productionId,
          changedAt,
        )
        .toArray();
      return this.queue(productionId, subs, "screenings", payloads);
    });
  }

  /** Records a snapshot without news (e.g. a screening that went away). */
  async remember(productionId: string, snapshot: ProductionSnapshot): Promise<void> {
    this.sql.exec(
      "UPDATE snapshot SET screenings = ?, on_sale = ? WHERE production_id = ?",
      JSON.stringify(snapshot.screenings),
      JSON.stringify(snapshot.onSale),
      productionId,
    );
  }

  /** The oldest `limit` messages waiting, with their subscription's keys. */
  async take(limit: number): Promise<OutboxItem[]> {
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
  async settle(done: number[], retry: number[]): Promise<void> {
    for (const id of done) this.sql.exec("DELETE FROM outbox WHERE id = ?", id);
    for (const id of retry) this.sql.exec("UPDATE outbox SET attempts = attempts + 1 WHERE id = ?", id);
    this.sql.exec("DELETE FROM outbox WHERE attempts >= ?", PUSH_LIMITS.attempts);
    // Rows whose subscription went (unsubscribed meanwhile) would never be taken: drop them.
    this.sql.exec(
      "DELETE FROM outbox WHERE NOT EXISTS (SELECT 1 FROM subscription s WHERE s.production_id = outbox.production_id AND s.endpoint = outbox.endpoint)",
    );
  }

  /** Puts a message in the outbox for each of `subs` that follows `topic`, in its locale, as far as the outbox has room. */
  private queue(
    productionId: string,
    subs: Array<{ endpoint: string; topics: string; locale: "nb" | "en" }>,
    topic: PushTopic,
    payloads: Record<"nb" | "en", string>,
  ): number {
    const waiting = this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM outbox").one().n;
    const room = Math.max(0, PUSH_LIMITS.outbox - waiting);
    const targets = subs.filter((s) => (JSON.parse(s.topics) as PushTopic[]).includes(topic)).slice(0, room);
    for (const s of targets)
      this.sql.exec("INSERT INTO outbox (production_id, endpoint, payload) VALUES (?, ?, ?)", productionId, s.endpoint, payloads[s.locale] ?? payloads.nb);
    return targets.length;
  }

  /** How many subscriptions the production has (tests and the operator's curiosity). */
  async countFor(productionId: string): Promise<number> {
    return this.count("production_id", productionId);
  }

  /** Whether the production's subscription at `endpoint` has `auth` as its secret (compared in constant time). */
  private holds(productionId: string, endpoint: string, auth: string): boolean {
    const row = this.sql.exec<{ auth: string }>("SELECT auth FROM subscription WHERE production_id = ? AND endpoint = ?", productionId, endpoint).toArray()[0];
    return row !== undefined && sameSecret(auth, row.auth);
  }

  private count(column: "production_id" | "endpoint", value: string): number {
    return this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM subscription WHERE ${column} = ?`, value).one().n;
  }
}

/** Whether a stored subscription has the browser subscription's keys (the secret compared in constant time). */
function sameKeys(row: { auth: string; p256dh: string }, sub: BrowserSubscription): boolean {
  return sameSecret(sub.keys.auth, row.auth) && row.p256dh === sub.keys.p256dh;
}
