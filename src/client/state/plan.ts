import type { KeptPlan } from "../../shared/kept-plan";
import type { PlanProposalBody } from "../../shared/plan-api";
import type { Problem } from "../account/problem";

/**
 * Min side's plan ("Lag planen min"): the last plan made (or kept by the service worker), whether
 * a new one is on its way, the sentence announced when one comes, and which film to put the focus
 * on after a swap. `films` remembers every listed film seen, so one left out can be put back.
 */
export type PlanFilm = { productionId: string; title: string };
export type PlanState = {
  plan: KeptPlan | null;
  making: boolean;
  error: Problem | null;
  news: string;
  /** The film swapped last: its entry takes the focus once the new plan shows. */
  focus: string | null;
  films: PlanFilm[];
};

export type PlanAction =
  | { type: "plan/kept"; plan: KeptPlan }
  | { type: "plan/requested" }
  | { type: "plan/made"; plan: KeptPlan; news: string; focus: string | null }
  | { type: "plan/failed"; error: Problem };

export const initialPlanState: PlanState = { plan: null, making: false, error: null, news: "", focus: null, films: [] };

export function planReducer(state: PlanState, action: PlanAction): PlanState {
  switch (action.type) {
    case "plan/kept":
      // A plan made on this visit is newer than the kept one, whichever answer came first.
      return state.plan ? state : { ...state, plan: action.plan, films: withFilms(state.films, action.plan) };
    case "plan/requested":
      return { ...state, making: true, error: null, news: "" };
    case "plan/made":
      return { plan: action.plan, making: false, error: null, news: action.news, focus: action.focus, films: withFilms(state.films, action.plan) };
    case "plan/failed":
      return { ...state, making: false, error: action.error };
  }
}

function withFilms(films: PlanFilm[], plan: KeptPlan): PlanFilm[] {
  const seen = new Set(films.map((f) => f.productionId));
  const fresh = [...plan.proposal.chosen, ...plan.proposal.unplaced]
    .filter((f) => !seen.has(f.productionId) && seen.add(f.productionId))
    .map(({ productionId, title }) => ({ productionId, title }));
  return fresh.length === 0 ? films : [...films, ...fresh].sort((a, b) => a.title.localeCompare(b.title, "nb"));
}

/**
 * The body for a swap: the plan as asked before, with `eventId` kept instead of the screening of
 * the same film it replaces (earlier swaps of other films stay kept).
 */
export function swapBody(body: PlanProposalBody, replaced: string, eventId: string): PlanProposalBody {
  return { ...body, keep: [...(body.keep ?? []).filter((id) => id !== replaced), eventId] };
}
