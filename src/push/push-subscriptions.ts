import { DurableObject } from "cloudflare:workers";
import { sameSecret } from "../security/same-secret";
import { PUSH_LIMITS } from "./push-limits";
import { type OutboxItem, PushOutbox, type StoredSubscription, type Subscriber } from "./push-outbox";
import { PushSnapshots } from "./push-snapshots";
import type { BrowserSubscription, PushTopic } from "./push-subscription-schema";
import type { ProductionSnapshot } from "./production-news";

export type SubscribeResult = "subscribed" | "production-full" | "endpoint-full" | "keys-differ";
/**
 * What a move did: how many films moved, or why none did: the old subscription's secret was not given ("not-held"), the
 * new endpoint belongs to a subscription with other keys ("keys-differ": someone else's), or the films would pass the cap.
 */
export type MoveResult = { moved: number } | "not-held" | "keys-differ" | "endpoint-full";

/**
 * Every "Varsle meg" subscription, in one Durable Object with SQLite (docs/decisions/024): a
 * strongly consistent store where a production's subscribers are one indexed query, a
 * subscription is found by its endpoint, and caps are exact. It also keeps what subscribers of a
 * production have been told (push-snapshots.ts) and the outbox of messages not yet sent
 * (push-outbox.ts), so a run that hits its send cap carries the rest to the next.
 */
export class PushSubscriptions extends DurableObject {
  private readonly sql: SqlStorage;
  private readonly outbox: PushOutbox;
  private readonly snapshots: PushSnapshots;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS subscription (
      production_id TEXT NOT NULL, endpoint TEXT NOT NULL, p256dh TEXT NOT NULL, auth TEXT NOT NULL,
      topics TEXT NOT NULL, locale TEXT NOT NULL, created_at INTEGER NOT NULL,
      PRIMARY KEY (production_id, endpoint))`);
    this.sql.exec("CREATE INDEX IF NOT EXISTS subscription_endpoint ON subscription (endpoint)");
    this.snapshots = new PushSnapshots(this.sql);
    this.outbox = new PushOutbox(this.sql);
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
    this.snapshots.start(productionId, snapshot);
    return "subscribed";
  }

  /** Removes a subscription if `auth` is its secret; answers whether one was removed. */
  async unsubscribe(productionId: string, endpoint: string, auth: string): Promise<boolean> {
    return this.ctx.storage.transactionSync(() => {
      if (!this.holds(productionId, endpoint, auth)) return false;
      this.sql.exec("DELETE FROM subscription WHERE production_id = ? AND endpoint = ?", productionId, endpoint);
      this.outbox.forget(endpoint, productionId);
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
        this.outbox.move(productionId, oldEndpoint, next.endpoint);
      }
      return { moved: held.length };
    });
  }

  /** The push service said the subscription is gone (404/410): every production's copy goes. */
  async forgetEndpoint(endpoint: string): Promise<void> {
    this.sql.exec("DELETE FROM subscription WHERE endpoint = ?", endpoint);
    this.outbox.forget(endpoint);
  }

  /** Productions that have subscribers, with what their subscribers have been told. */
  async watched(): Promise<Array<{ productionId: string; snapshot: ProductionSnapshot }>> {
    return this.snapshots.watched();
  }

  /**
   * Queues one message per subscriber of the topic, in the subscriber's locale, and records the
   * new snapshot in the same transaction: news is queued exactly once.
   */
  async enqueue(productionId: string, topic: PushTopic, payloads: Record<"nb" | "en", string>, snapshot: ProductionSnapshot): Promise<number> {
    return this.ctx.storage.transactionSync(() => {
      const subs = this.sql.exec<Subscriber>("SELECT endpoint, topics, locale FROM subscription WHERE production_id = ?", productionId).toArray();
      const queued = this.outbox.queue(productionId, subs, topic, payloads);
      this.snapshots.write(productionId, snapshot);
      return queued;
    });
  }

  /**
   * Queues the notice of one schedule change to the production's subscribers of its screenings
   * who subscribed before the change, once: a change already told queues nothing.
   */
  async enqueueChange(productionId: string, changeKey: string, payloads: Record<"nb" | "en", string>, changedAt: number): Promise<number> {
    return this.ctx.storage.transactionSync(() => {
      if (!this.outbox.firstTelling(changeKey)) return 0;
      const subs = this.sql
        .exec<Subscriber>("SELECT endpoint, topics, locale FROM subscription WHERE production_id = ? AND created_at < ?", productionId, changedAt)
        .toArray();
      return this.outbox.queue(productionId, subs, "screenings", payloads);
    });
  }

  /** Records a snapshot without news (e.g. a screening that went away). */
  async remember(productionId: string, snapshot: ProductionSnapshot): Promise<void> {
    this.snapshots.write(productionId, snapshot);
  }

  /** The oldest `limit` messages waiting, with their subscription's keys. */
  async take(limit: number): Promise<OutboxItem[]> {
    return this.outbox.take(limit);
  }

  /** Sent (or given up on): the rows go. Failed for now: tried again next run, a few times. */
  async settle(done: number[], retry: number[]): Promise<void> {
    this.outbox.settle(done, retry);
  }

  /** The production's newest `limit` subscriptions, for the operator's test message (routes/admin/push-test.ts). */
  async newestOf(productionId: string, limit: number): Promise<StoredSubscription[]> {
    const query = "SELECT endpoint, p256dh, auth, locale FROM subscription WHERE production_id = ? ORDER BY created_at DESC LIMIT ?";
    return this.sql.exec<StoredSubscription>(query, productionId, limit).toArray();
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
