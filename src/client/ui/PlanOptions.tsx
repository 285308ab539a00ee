import { useId, type FormEvent } from "react";
import type { KeptPlan } from "../../shared/kept-plan";
import type { PlanProposalBody } from "../../shared/plan-api";
import { formatDay, osloDay } from "../plan-days";
import type { PlanFilm } from "../state/plan";
import { useText } from "./text";

const MAX_PER_DAY = [1, 2, 3, 4, 5];

/**
 * The button that makes the plan and, once there is one, a folded "Velg dager, filmer og «må se»": the
 * first and last day (the days the listed films are screened), at most so many a day, which
 * films to include and which of them are "må se" (the plan fits those before any other), and
 * whether to prefer screenings with a talk after the film. Swaps made before stay kept while their film and day are still asked for.
 * A film the visitor holds a ticket for is not offered: its screening is in the plan whatever is
 * asked.
 */
export function PlanOptions({
  plan,
  films,
  making,
  onMake,
}: {
  plan: KeptPlan | null;
  films: PlanFilm[];
  making: boolean;
  onMake: (body: PlanProposalBody) => void;
}) {
  const t = useText();
  const id = useId();
  const days = plan ? screeningDays(plan) : [];
  const held = new Set(plan?.proposal.chosen.filter((c) => c.ticket).map((c) => c.productionId));
  const choosable = films.filter((f) => !held.has(f.productionId));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (making) return;
    onMake(plan ? bodyFrom(new FormData(event.currentTarget), plan, choosable) : {});
  };

  return (
    <form className="plan-form" onSubmit={submit}>
      {plan && days.length > 0 && (
        <details className="plan-options">
          <summary>{t.planOptions}</summary>
          <div className="plan-fields">
            <div className="field">
              <label htmlFor={`${id}-from`}>{t.planFrom}</label>
              <DaySelect id={`${id}-from`} name="from" days={days} value={plan.body.from ?? days[0]} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-to`}>{t.planTo}</label>
              <DaySelect id={`${id}-to`} name="to" days={days} value={plan.body.to ?? days.at(-1)} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-max`}>{t.planMaxPerDay}</label>
              <select id={`${id}-max`} name="maxPerDay" defaultValue={plan.body.maxPerDay ?? ""}>
                <option value="">{t.planNoLimit}</option>
                {MAX_PER_DAY.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
            <label className="plan-talks">
              <input type="checkbox" name="preferTalks" value="ja" defaultChecked={plan.body.preferTalks ?? false} />
              {t.planPreferTalks}
            </label>
            {choosable.length > 0 && (
              <fieldset className="plan-films">
                <legend>{t.planFilms}</legend>
                <p className="plan-must-note">{t.planMustSeeNote}</p>
                {choosable.map((film) => (
                  <div key={film.productionId} className="plan-film-choice">
                    <label className="plan-film-include">
                      <input type="checkbox" name="film" value={film.productionId} defaultChecked={!plan.body.exclude?.includes(film.productionId)} />
                      {film.title}
                    </label>
                    <label className="plan-film-must">
                      {/* Named with the film: a list of "Må se" boxes heard one by one says which is which. */}
                      <input
                        type="checkbox"
                        name="must"
                        value={film.productionId}
                        aria-label={`${t.planMustSee}: ${film.title}`}
                        defaultChecked={plan.body.mustSee?.includes(film.productionId) ?? false}
                      />
                      {t.planMustSee}
                    </label>
                  </div>
                ))}
              </fieldset>
            )}
          </div>
        </details>
      )}
      <button type="submit" className="button" aria-disabled={making}>
        {making ? t.planMaking : plan ? t.planRemake : t.planMake}
      </button>
    </form>
  );
}

function DaySelect({ id, name, days, value }: { id: string; name: string; days: string[]; value: string | undefined }) {
  const t = useText();
  return (
    <select id={id} name={name} defaultValue={value}>
      {days.map((day) => (
        <option key={day} value={day}>
          {formatDay(day, t.intlLocale)}
        </option>
      ))}
    </select>
  );
}

/**
 * The days any listed film can be booked on (as the planner said), of the screenings chosen and
 * their alternatives, and the ones asked for before.
 */
function screeningDays(plan: KeptPlan): string[] {
  const days = new Set<string>(plan.proposal.days);
  for (const c of plan.proposal.chosen) {
    days.add(osloDay(c.startsAt));
    for (const alt of c.alternatives) days.add(osloDay(alt.startsAt));
  }
  if (plan.body.from) days.add(plan.body.from);
  if (plan.body.to) days.add(plan.body.to);
  return [...days].sort();
}

function bodyFrom(data: FormData, plan: KeptPlan, films: PlanFilm[]): PlanProposalBody {
  const [from, to] = [String(data.get("from") ?? ""), String(data.get("to") ?? "")].sort();
  const maxPerDay = Number(data.get("maxPerDay")) || undefined;
  const preferTalks = data.get("preferTalks") !== null;
  const included = new Set(data.getAll("film").map(String));
  const exclude = films.filter((f) => !included.has(f.productionId)).map((f) => f.productionId);
  // A film left out of the plan cannot come first in it.
  const mustSee = data
    .getAll("must")
    .map(String)
    .filter((id) => included.has(id) && films.some((f) => f.productionId === id));
  // A swap stays kept while its film is still included and its day still inside the days asked for.
  const keep = (plan.body.keep ?? []).filter((eventId) => {
    const kept = plan.proposal.chosen.find((c) => c.eventId === eventId);
    const day = kept && osloDay(kept.startsAt);
    return kept && day && !exclude.includes(kept.productionId) && (!from || day >= from) && (!to || day <= to);
  });
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(maxPerDay ? { maxPerDay } : {}),
    ...(exclude.length > 0 ? { exclude } : {}),
    ...(keep.length > 0 ? { keep } : {}),
    ...(mustSee.length > 0 ? { mustSee } : {}),
    ...(preferTalks ? { preferTalks } : {}),
  };
}
