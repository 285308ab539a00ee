import * as v from "valibot";
import { KeptPlanSchema, type KeptPlan } from "../../shared/kept-plan";
import { KEPT_PLAN_PATH } from "../../shared/offline";

/**
 * The last plan this browser made, as the service worker kept it (src/client/sw/account-plan.ts),
 * or `null`: no worker yet, none made, or a session change removed it. Never an error to show:
 * without a kept plan, Min side simply offers to make one.
 */
export async function readKeptPlan(): Promise<KeptPlan | null> {
  // Only the worker answers this path: without one in charge of the page, there is nothing to ask.
  if (!navigator.serviceWorker?.controller) return null;
  try {
    const response = await window.fetch(KEPT_PLAN_PATH, { credentials: "same-origin", headers: { accept: "application/json" } });
    if (response.status !== 200) return null;
    const parsed = v.safeParse(KeptPlanSchema, await response.json());
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
