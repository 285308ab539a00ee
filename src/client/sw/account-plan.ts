import { KEPT_PLAN_PATH } from "../../shared/offline";
import { currentSession, forgetTickets, keep } from "./account-tickets";
import { CURRENT } from "./cache-names";

/**
 * The visitor's last plan ("Lag planen min"), kept so Min side shows it at the cinema door
 * without signal. The plan is the answer to a POST, which Cache Storage cannot key, so the worker
 * stores what was asked, what came back and when under KEPT_PLAN_PATH, a path only it answers.
 * It lives and goes with the kept tickets (account-tickets.ts): a session change removes both.
 */

/** POST /api/account/plan/proposal: passed on untouched; a plan that comes back is kept. */
export async function proposal(event: FetchEvent): Promise<Response> {
  const sentIn = currentSession();
  const asked = await event.request.clone().text();
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(keepPlan(asked, response.clone(), sentIn));
  else if (response.status === 401) event.waitUntil(forgetTickets());
  return response;
}

async function keepPlan(asked: string, response: Response, sentIn: number): Promise<unknown> {
  try {
    const kept = JSON.stringify({ madeAt: Date.now(), body: asked ? JSON.parse(asked) : {}, proposal: await response.json() });
    return keep(new Response(kept, { headers: { "content-type": "application/json" } }), sentIn, KEPT_PLAN_PATH);
  } catch (error) {
    console.error("service worker: could not keep the plan", error);
    return undefined;
  }
}

/**
 * GET KEPT_PLAN_PATH: the kept plan, or 204 when there is none (Min side then shows none; no
 * error status, as having no plan yet is nothing to report in the browser's console).
 */
export async function keptPlan(): Promise<Response> {
  const cache = await caches.open(CURRENT.account);
  return (await cache.match(KEPT_PLAN_PATH)) ?? new Response(null, { status: 204 });
}
