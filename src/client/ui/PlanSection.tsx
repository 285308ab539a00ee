import { useEffect, useRef } from "react";
import { formatStartTime } from "../format";
import type { ClientText } from "../i18n";
import { formatClock, osloDay, planDays } from "../plan-days";
import { planOutdated } from "../schedule-changes";
import { swapBody } from "../state/plan";
import { FormError } from "./FormError";
import { PlanCalendar } from "./PlanCalendar";
import { PlanDays } from "./PlanDays";
import { PlanOptions } from "./PlanOptions";
import { PlanTickets } from "./PlanTickets";
import { PlanUnplaced } from "./PlanUnplaced";
import { ShareSection } from "./ShareSection";
import { useOnline } from "./use-online";
import { usePlan } from "./use-plan";
import { useScheduleChanges } from "./use-schedule-changes";
import { useText } from "./text";

/**
 * "Lag planen min" (docs/decisions/023): one screening of each watch-listed film, none overlapping, with
 * time to walk between places. The plan by day, what did not fit and why, a swap for each chosen
 * screening, the ticket buttons in plan order, and the plan in the private calendar. The last plan
 * is kept by the service worker, so it shows offline at the cinema door, saying when it was made.
 */
export function PlanSection() {
  const t = useText();
  const online = useOnline();
  const { state, make } = usePlan();
  const changes = useScheduleChanges();
  const heading = useRef<HTMLHeadingElement>(null);
  const { plan } = state;

  // After a swap, the focus follows the swapped film to its new place in the plan.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new plan is what moves the film, so the focus follows each one
  useEffect(() => {
    if (!state.focus) return;
    (document.getElementById(filmAnchor(state.focus)) ?? heading.current)?.focus();
  }, [state.focus, plan]);

  const when = plan ? madeWhen(plan.madeAt, t) : "";
  const empty = plan && plan.proposal.chosen.length === 0 && plan.proposal.unplaced.length === 0;
  // Screenings the plan holds that moved or were cancelled since it was made: a new plan is offered,
  // made around them (the planner skips a cancelled screening) rather than keeping a swap to one.
  const outdated = plan ? plan.proposal.chosen.filter((s) => planOutdated(s, changes.get(s.eventId))).map((s) => s.eventId) : [];
  return (
    <section className="account-section plan" aria-labelledby="min-plan">
      <h2 id="min-plan" ref={heading} tabIndex={-1}>
        {t.planTitle}
      </h2>
      <p>{t.planIntro}</p>
      {online && <PlanOptions plan={plan} films={state.films} making={state.making} onMake={(body) => make(body)} />}
      {/* Heard, not seen: the count below and the swapped film's new place show the same. */}
      <p role="status" className="sr-only">
        {state.news}
      </p>
      <FormError problem={state.error} />
      {plan && (
        <p className={online ? "plan-made" : "note plan-made"}>
          <strong>{t.planCount(plan.proposal.chosen.length, planDays(plan.proposal.chosen).length)}</strong> {online ? t.planMadeAt(when) : t.planOffline(when)}
        </p>
      )}
      {/* The page script prints (client/print-page.ts): the plan alone, each screening with its film's QR code. */}
      {plan && plan.proposal.chosen.length > 0 && (
        <p className="plan-print">
          <button type="button" className="print-button" data-print="plan" data-print-what={t.planTitle}>
            {t.planPrint}
          </button>
        </p>
      )}
      {empty && <p className="muted">{t.planEmpty}</p>}
      {plan && online && outdated.length > 0 && (
        <div className="plan-changed">
          <p>{t.planChanged}</p>
          <button
            type="button"
            className="button"
            disabled={state.making}
            onClick={() => make({ ...plan.body, keep: plan.body.keep?.filter((id) => !outdated.includes(id)) })}
          >
            {t.planReplan}
          </button>
        </div>
      )}
      {plan && (
        <>
          <PlanDays
            chosen={plan.proposal.chosen}
            kept={plan.body.keep ?? []}
            mustSee={plan.body.mustSee ?? []}
            canSwap={online}
            filmAnchor={filmAnchor}
            onSwap={(from, to) => state.making || make(swapBody(plan.body, from.eventId, to), from.productionId)}
            changes={changes}
          />
          <PlanUnplaced unplaced={plan.proposal.unplaced} />
          <PlanTickets chosen={plan.proposal.chosen} />
        </>
      )}
      {online && <PlanCalendar chosen={plan?.proposal.chosen ?? []} />}
      {online && <ShareSection chosen={plan?.proposal.chosen ?? []} mustSee={plan?.body.mustSee ?? []} />}
    </section>
  );
}

/** "i dag kl. 06:38" at the cinema door; the full date and time when the plan is older. */
function madeWhen(madeAt: number, t: ClientText): string {
  const made = new Date(madeAt).toISOString();
  const today = osloDay(made) === osloDay(new Date().toISOString());
  return today ? t.planToday(formatClock(made, t.intlLocale)) : formatStartTime(made, t.intlLocale);
}

/** The id of a film's entry in the plan, where the focus goes after it was swapped. */
const filmAnchor = (productionId: string) => `plan-film-${productionId}`;
