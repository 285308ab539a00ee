import { KEPT_PLAN_PATH, TICKETS_API_PATH } from "../../shared/offline";
import { CURRENT } from "./cache-names";
import { after } from "./wait";

/**
 * The visitor's tickets, kept so Min side can show them (and their QR codes) at the door without
 * signal. Nothing else of the account API is ever stored but the last plan (account-plan.ts),
 * which goes with the tickets. The copy is removed when the session
 * changes (login, new user, logout: see `forgetTickets`) or the venue says the session is gone
 * (401), so a shared phone or computer never shows one visitor's tickets to the next.
 */

/** With a kept copy, how long to wait for fresh tickets before showing it. */
const TICKETS_TIMEOUT_MS = 5_000;
const TIMED_OUT = Symbol("timed out");

/**
 * Counts session changes. A ticket answer is kept only if no session change happened while it was
 * on its way: tickets still loading when the visitor logs out must not come back after it.
 */
let session = 0;
/** Stores and removals of the kept tickets, one after the other, in the order they were asked for. */
let queue: Promise<unknown> = Promise.resolve();

function inTurn(work: (cache: Cache) => Promise<unknown>): Promise<unknown> {
  queue = queue
    .catch(() => undefined)
    .then(() => caches.open(CURRENT.account))
    .then(work);
  return queue.catch((error: unknown) => console.error("service worker: could not update the kept tickets", error));
}

/** The session a request is sent in: pass it to `keep` with the answer. */
export const currentSession = (): number => session;

/** Stores an answer of the visitor's at `path`, unless the session changed since its request was sent. */
export function keep(response: Response, sentIn: number, path: string = TICKETS_API_PATH): Promise<unknown> {
  return inTurn(async (cache) => (sentIn === session ? cache.put(path, response) : undefined));
}

/** Removes the kept tickets and plan (login, logout, new user, a 401). */
export function forgetTickets(): Promise<unknown> {
  session++;
  return inTurn((cache) => Promise.all([cache.delete(TICKETS_API_PATH), cache.delete(KEPT_PLAN_PATH)]));
}

/**
 * GET /api/account/me, passed through untouched and never stored; a 401 (the session has ended)
 * removes the kept tickets, even when the page never asks for tickets again.
 */
export async function sessionCheck(event: FetchEvent): Promise<Response> {
  const response = await fetch(event.request);
  if (response.status === 401) event.waitUntil(forgetTickets());
  return response;
}

/**
 * Fetches and keeps the tickets once, when the worker takes over: a visitor who logged in on
 * their very first visit did so before any worker ran, and must still find the tickets at the
 * door. Logged out, the proxy answers 401 at once (no venue call) and nothing is kept.
 */
export async function refreshTickets(): Promise<void> {
  const sentIn = session;
  try {
    const response = await fetch(TICKETS_API_PATH, { credentials: "same-origin", headers: { accept: "application/json" } });
    if (response.ok) await keep(response, sentIn);
    else if (response.status === 401) await forgetTickets();
  } catch {
    // No network: whatever was kept stays.
  }
}

/**
 * GET /api/account/tickets: the network, kept on success; the kept copy when the network fails,
 * is slow, or answers with an outage (5xx) — the visitor at the door needs the QR code more than
 * the newest list. A 401 drops the copy and is passed on, so the page logs the visitor out.
 */
export async function tickets(event: FetchEvent): Promise<Response> {
  const sentIn = session;
  const cache = await caches.open(CURRENT.account);
  const network = fetch(event.request).then(async (response) => {
    if (response.ok) await keep(response.clone(), sentIn);
    else if (response.status === 401) await forgetTickets();
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  const kept = await cache.match(TICKETS_API_PATH);
  if (!kept) return network;
  const first = await Promise.race([network.catch(() => undefined), after(TICKETS_TIMEOUT_MS, TIMED_OUT)]);
  if (first instanceof Response && first.status < 500) return first;
  return kept;
}
