import { useEffect, useReducer } from "react";
import type { PlanProposalBody } from "../../shared/plan-api";
import { account } from "../account/browser-account";
import { formatStartTime } from "../format";
import { readKeptPlan } from "../account/kept-plan";
import type { KeptPlan } from "../../shared/kept-plan";
import { planDays } from "../plan-days";
import { initialPlanState, planReducer, type PlanState } from "../state/plan";
import { useText } from "./text";

/**
 * The plan saved for the calendar (on the server, whichever device saved it), made again around
 * its screenings: what Min side shows after a reload, or on another phone, when this browser's
 * service worker keeps no copy. Null when none is saved, the visitor is logged out, or it fails.
 */
async function savedPlan(): Promise<KeptPlan | null> {
  const saved = await account.savedPlan();
  if (!saved.ok || !saved.value.saved || saved.value.saved.eventIds.length === 0) return null;
  const ids = new Set(saved.value.saved.eventIds);
  const around: PlanProposalBody = { keep: [...ids] };
  const first = await account.planProposal(around);
  if (!first.ok) return null;
  // Exactly the saved screenings: films the plan would fit in now are left out, so the plan shown
  // (and the copy the service worker keeps of the last proposal) is the one the calendar carries.
  // A ticket bought since is in the plan all the same (it cannot be left out): Min side then
  // offers to put the plan in the calendar again.
  const extra = [...new Set(first.value.chosen.filter((c) => !ids.has(c.eventId) && !c.ticket).map((c) => c.productionId))];
  const body: PlanProposalBody = extra.length > 0 ? { ...around, exclude: extra } : around;
  const made = extra.length > 0 ? await account.planProposal(body) : first;
  return made.ok ? { madeAt: saved.value.saved.savedAt, body, proposal: made.value } : null;
}

/**
 * The visitor's plan: the kept one on mount (the service worker's copy, so it shows offline too;
 * else the one saved for the calendar), and `make`, which asks for a new one. `swapped` names the film a swap moved: the announcement
 * then says where it went, and the focus goes to it.
 */
export function usePlan(): { state: PlanState; make: (body: PlanProposalBody, swapped?: string) => void } {
  const t = useText();
  const [state, dispatch] = useReducer(planReducer, initialPlanState);

  useEffect(() => {
    void readKeptPlan()
      .then((kept) => kept ?? savedPlan())
      .then((plan) => plan && dispatch({ type: "plan/kept", plan }));
  }, []);

  const make = (body: PlanProposalBody, swapped?: string) => {
    dispatch({ type: "plan/requested" });
    void account.planProposal(body).then((result) => {
      if (!result.ok) return dispatch({ type: "plan/failed", error: result.problem });
      const { chosen, unplaced } = result.value;
      const moved = swapped === undefined ? undefined : chosen.find((c) => c.productionId === swapped);
      const news = moved
        ? t.planSwapped(moved.title, formatStartTime(moved.startsAt, t.intlLocale))
        : t.planMade(chosen.length, planDays(chosen).length, unplaced.length);
      dispatch({ type: "plan/made", plan: { madeAt: Date.now(), body, proposal: result.value }, news, focus: swapped ?? null });
    });
  };
  return { state, make };
}
