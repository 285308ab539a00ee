/**
 * "Varsle meg" in the service worker (docs/decisions/024): shows what the scheduled refresh sent
 * (src/push/push-message.ts: title, body, film page, icon, and the "Slutt å varsle" label, all
 * in the visitor's language, so the worker needs no dictionary), opens the film page on a click,
 * ends the film's subscription from the notification's action, opens the checkout of a seat that
 * came back (docs/decisions/045), and carries the films followed
 * over to a subscription the browser replaced.
 */

/** The notification's payload; anything else in a push is shown as nothing at all. */
type PushPayload = { title: string; body: string; url: string; icon: string; tag: string; productionId: string; stopLabel: string };

/** A seat came back at a screening the visitor waited for (docs/decisions/045): the checkout to open. */
type SeatPayload = PushPayload & { ticketUrl?: unknown; ticketLabel?: unknown };

/** The checkout of a seat message: an https address, as the content's ticket links are; anything else is not opened. */
function checkoutOf(payload: SeatPayload): { url: string; label: string } | undefined {
  if (typeof payload.ticketUrl !== "string" || typeof payload.ticketLabel !== "string") return undefined;
  return payload.ticketUrl.startsWith("https://") ? { url: payload.ticketUrl, label: payload.ticketLabel } : undefined;
}

/** The action id of "Slutt å varsle". */
const STOP = "stop";
/** The action id of a seat message's "Kjøp billett" (a click on the notification does the same). */
const TICKET = "ticket";

function payloadOf(data: PushMessageData | null): PushPayload | null {
  try {
    const p = data?.json() as Record<string, unknown> | undefined;
    const keys = ["title", "body", "url", "icon", "tag", "productionId", "stopLabel"];
    return p && keys.every((k) => typeof p[k] === "string") ? (p as PushPayload) : null;
  } catch {
    return null;
  }
}

/** Only our own pages are opened: a path on this origin. */
const ownPage = (sw: ServiceWorkerGlobalScope, url: string) => new URL(url.startsWith("/") ? url : "/", sw.location.origin).href;

export function showPush(sw: ServiceWorkerGlobalScope, event: PushEvent): void {
  const payload = payloadOf(event.data);
  if (!payload) return;
  // A seat message opens the checkout, the one page not our own a notification opens: the site signed it.
  const checkout = checkoutOf(payload);
  // Not NotificationOptions: `actions` is missing from TypeScript's WebWorker lib.
  const options = {
    body: payload.body,
    icon: payload.icon,
    tag: payload.tag,
    data: { url: checkout?.url ?? ownPage(sw, payload.url), productionId: payload.productionId },
    actions: checkout ? [{ action: TICKET, title: checkout.label }] : [{ action: STOP, title: payload.stopLabel }],
  };
  event.waitUntil(sw.registration.showNotification(payload.title, options));
}

async function stopFollowing(sw: ServiceWorkerGlobalScope, productionId: string): Promise<void> {
  const sub = await sw.registration.pushManager.getSubscription();
  const json = sub?.toJSON();
  if (!sub || !json?.keys?.["auth"]) return;
  await fetch("/api/push/subscriptions", {
    method: "DELETE",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ productionId, endpoint: sub.endpoint, auth: json.keys["auth"] }),
  });
}

async function openPage(sw: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await sw.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((w) => w.url === url);
  if (open) await open.focus();
  else await sw.clients.openWindow(url);
}

export function clickPush(sw: ServiceWorkerGlobalScope, event: NotificationEvent): void {
  const data = event.notification.data as { url?: unknown; productionId?: unknown } | null;
  event.notification.close();
  if (event.action === STOP) {
    if (typeof data?.productionId === "string") event.waitUntil(stopFollowing(sw, data.productionId));
    return;
  }
  event.waitUntil(openPage(sw, typeof data?.url === "string" ? data.url : sw.location.origin));
}

/**
 * The browser replaced the subscription (keys expired, the push service moved it): the films the
 * old one followed, and its seat waits (docs/decisions/045), move to the new one
 * (`POST /api/push/subscriptions/move`, proved by the old auth secret), so the visitor keeps
 * hearing of them. Where the browser gives no new one, the
 * worker subscribes again with the same application server key.
 */
export function movePush(sw: ServiceWorkerGlobalScope, event: PushSubscriptionChangeEvent): void {
  const old = event.oldSubscription?.toJSON();
  if (!old?.endpoint || !old.keys?.["auth"]) return;
  const { endpoint, keys } = old;
  const key = event.oldSubscription?.options.applicationServerKey ?? null;
  event.waitUntil(
    (async () => {
      const next = event.newSubscription ?? (await sw.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
      await fetch("/api/push/subscriptions/move", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ oldEndpoint: endpoint, oldAuth: keys["auth"], subscription: next.toJSON() }),
      });
    })(),
  );
}
