import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { inject } from "vitest";
import type { ContentBundle } from "../../../src/content/bundle";
import type { FestivalEvent } from "../../../src/content/event";
import { bundledSource } from "../../../src/content/bundled-source";
import { storeContentVersion } from "../../../src/kv/content-version";
import worker from "../../../src/worker";
import type { BrowserSubscription } from "../../../src/push/push-subscription-schema";
import type { Received } from "../stub/push-service-stub";

const ORIGIN = "http://localhost";

/** Films of the demo content, each test its own so they do not hear each other's news. */
export const FILM = {
  makeoya: "664e7614-1759-4285-b1ae-2af28683ee8e",
  nordlys: "451408f8-10e9-45ab-841a-c932592e1123",
  fiskeren: "7fd8a136-9397-4774-afb5-7bb6b474d6c8",
  kystlinjer: "a5ba58c1-18f3-45b9-b5a3-ede4ba673239",
  storm: "97a44087-0d2d-4098-9865-4f8e18e3378d",
};

/** Culture productions of the demo content (Åpningsfest, BUFF kickoff) whose caps the API tests fill; no news test reads them. */
export const CAPPED = { perProduction: "b1f0ef7d-ca27-4ee3-9173-2ccdaa8a185a", perIp: "b490c6ea-04db-4856-a216-8c1719e4204e" };

/** Culture productions of the demo content (Jubileumsforestilling, Konsert på brygga) the holder tests follow; no news test reads them. */
export const HELD = { first: "3127875d-3744-472b-88e1-37b20d2fd744", second: "4e3c0ecb-f727-4a8d-bba6-4ed02ec5f1ff" };

/** The one PushSubscriptions object. */
export const pushStore = () => env.PUSH_SUBSCRIPTIONS.get(env.PUSH_SUBSCRIPTIONS.idFromName("all"));

/** A call to the site as its own page's script makes it (same Origin), background work awaited. */
export async function site(path: string, init: RequestInit = {}, bindings: Env = env): Promise<Response> {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  if (!headers.has("Origin")) headers.set("Origin", ORIGIN);
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers }), bindings, ctx);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(body, response);
}

/**
 * A JSON call to /api/push/subscriptions, from an address of its own unless `ip` is given (the
 * route counts subscriptions per IP; the tests of other things should not run into that).
 */
export const pushCall = (method: "POST" | "DELETE", body: unknown, ip: string = `198.51.100.${Math.floor(Math.random() * 250)}-${crypto.randomUUID()}`) =>
  site("/api/push/subscriptions", { method, headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip }, body: JSON.stringify(body) });

/** A JSON POST to /api/push/subscriptions/<path> (status, move) from this site's page. */
export const pushPost = (path: "status" | "move", body: unknown) =>
  site(`/api/push/subscriptions/${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

/** One run of the cron trigger, its background work awaited. */
export async function cron(bindings: Env = env): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: Date.now() }), bindings, ctx);
  await waitOnExecutionContext(ctx);
}

let published = 0;

/** Publishes the demo content with `change` made to its screenings, as `content:publish` would. */
export async function publishScreenings(change: (events: FestivalEvent[]) => FestivalEvent[]): Promise<void> {
  const demo = await bundledSource.load();
  const bundle: ContentBundle = { ...demo.bundle, events: change(demo.bundle.events) };
  const publishedAt = Date.now() + ++published;
  await storeContentVersion(env.PAGES, { version: `push${publishedAt.toString(16)}`, publishedAt, origin: "publish", bundle });
}

/** A subscription the stub makes, as a browser's pushManager.subscribe would, for the site's key. */
export async function stubSubscription(
  applicationServerKey: string,
  id: string = crypto.randomUUID(),
): Promise<{ id: string; subscription: BrowserSubscription }> {
  const response = await fetch(`${inject("pushStubOrigin")}/__subscribe/${id}`, { method: "POST", body: JSON.stringify({ applicationServerKey }) });
  return { id, subscription: (await response.json()) as BrowserSubscription };
}

/** What the stub received for a subscription, decrypted. */
export async function received(id: string): Promise<Received[]> {
  return (await fetch(`${inject("pushStubOrigin")}/__received/${id}`)).json();
}

/** From now on the stub answers 410 Gone for this subscription. */
export async function makeGone(id: string): Promise<void> {
  await fetch(`${inject("pushStubOrigin")}/__gone/${id}`, { method: "POST" });
}

/** The site's VAPID public key, as the button fetches it. */
export async function siteKey(): Promise<string> {
  return ((await (await site("/api/push/key")).json()) as { publicKey: string }).publicKey;
}
