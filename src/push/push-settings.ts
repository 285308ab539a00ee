import type { PushSubscriptions } from "./push-subscriptions";
import type { SeatWaitlist } from "./seat-waitlist";

/** What sending and the routes need; undefined when push is not configured. */
export type PushSettings = {
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** The one PushSubscriptions object (docs/decisions/024). */
  store: DurableObjectStub<PushSubscriptions>;
  /** The one SeatWaitlist object ("Si fra om det blir ledig", docs/decisions/045); undefined where it is not bound. */
  seats: DurableObjectStub<SeatWaitlist> | undefined;
  /** Push services besides the browsers' own that endpoints may name (PUSH_SERVICE_HOSTS). */
  extraHosts: string[];
};

/**
 * The settings push reads from the worker's configuration (config/env.ts parses and checks them).
 * Named here rather than imported, so push/ stays below config/, which names the Durable Object.
 */
export type PushConfig = {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT: string;
  PUSH_SERVICE_HOSTS: string;
  PUSH_SUBSCRIPTIONS?: DurableObjectNamespace<PushSubscriptions> | undefined;
  SEAT_WAITLIST?: DurableObjectNamespace<SeatWaitlist> | undefined;
};

/** The name of the single PushSubscriptions instance. */
const STORE_NAME = "all";

/**
 * "Varsle meg" is on when the VAPID keys and the Durable Object binding are there (env.ts checks
 * the keys come together); otherwise the button is not shown and nothing is sent.
 *
 * @example const push = pushSettings(config); if (!push) return c.json({ error }, 503)
 */
export function pushSettings(config: PushConfig): PushSettings | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject, PUSH_SUBSCRIPTIONS: ns } = config;
  if (!publicKey || !privateKey || !subject || !ns) return undefined;
  const extraHosts = config.PUSH_SERVICE_HOSTS.split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const seats = config.SEAT_WAITLIST?.get(config.SEAT_WAITLIST.idFromName(STORE_NAME));
  return { vapid: { publicKey, privateKey, subject }, store: ns.get(ns.idFromName(STORE_NAME)), seats, extraHosts };
}
