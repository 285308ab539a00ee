import type { NotifyUnavailable } from "../shared/island-markers";

/**
 * The browser's one push subscription, shared by "Varsle meg" (islands/notify.ts) and "Si fra om
 * det blir ledig" (seat-watch-toggle.ts): permission, the service worker's pushManager, the site's
 * VAPID key from /api/push/key (docs/decisions/024, 045).
 */

export const pushCall = (path: string, method: string, body?: unknown) =>
  fetch(`/api/push/${path}`, { method, headers: body ? { "Content-Type": "application/json" } : {}, body: body === undefined ? null : JSON.stringify(body) });

/**
 * `work`, or an error after `ms`: the service worker registers only after load, and a browser
 * that cannot reach its push service lets subscribe() wait for ever. The visitor hears either way.
 */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms))]);
}

export const registration = () => within(navigator.serviceWorker.ready, 10_000, "service worker");

/** Notifications cannot be had here, for a reason the visitor is told: the site has no push keys, or the browser's push service refused. */
export class Unavailable extends Error {
  constructor(readonly reason: Extract<NotifyUnavailable, "siteOff" | "noService">) {
    super(reason);
  }
}

/** The subscription's endpoint and auth secret, the proof /api/push asks for. */
export function proof(sub: PushSubscription): { endpoint: string; auth: string } {
  const json = sub.toJSON();
  return { endpoint: json.endpoint ?? sub.endpoint, auth: json.keys?.["auth"] ?? "" };
}

/** The browser's subscription, made now if it has none; "blocked" when the visitor said no to notifications. */
export async function browserSubscription(): Promise<PushSubscription | "blocked"> {
  if ((await Notification.requestPermission()) !== "granted") return "blocked";
  const push = (await registration()).pushManager;
  const sub = await push.getSubscription();
  if (sub) return sub;
  const key = await pushCall("key", "GET");
  // 404 push_off: the keys went after this page was made.
  if (key.status === 404) throw new Unavailable("siteOff");
  if (!key.ok) throw new Error(`key ${key.status}`);
  const { publicKey } = (await key.json()) as { publicKey: string };
  // The browser refuses (a private window, a browser with push turned off) or cannot reach its service.
  return within(push.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }), 15_000, "push service").catch((error: unknown) => {
    console.error("[push] the push service refused", error);
    throw new Unavailable("noService");
  });
}
