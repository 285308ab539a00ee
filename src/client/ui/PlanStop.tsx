import type { ScheduleChange } from "../../shared/schedule-changes-api";
import { type PlanStop as Stop, formatClock, placeSection } from "../plan-days";
import { ChangeMarks } from "./ChangeMarks";
import { Icon } from "./Icon";
import { PlanSwap, type SwapHandler } from "./PlanSwap";
import { useText } from "./text";

/**
 * One screening of the plan: its time, the film, the place (a link to the places page when the
 * planner knew it), a swap to another screening of the film, and how long there is to walk when
 * the next one is elsewhere. A screening the visitor holds a ticket for is marked so and has no
 * swap: the plan is made around it (docs/decisions/023). `anchor` is the film title's id, where
 * the focus lands after a swap. `change`: the screening changed since the programme was
 * published ("Ny tid", "Avlyst", …).
 */
export function PlanStop({
  stop,
  kept,
  must,
  canSwap,
  anchor,
  onSwap,
  change,
}: {
  stop: Stop;
  kept: boolean;
  must: boolean;
  canSwap: boolean;
  anchor: string;
  onSwap: SwapHandler;
  change?: ScheduleChange | undefined;
}) {
  const t = useText();
  const s = stop.screening;
  const place = placeSection(s);
  return (
    // `data-print-qr`: the film's page, drawn as a QR code on the printed plan (client/print-codes.ts).
    <li className={s.ticket ? "plan-stop plan-stop-ticket" : "plan-stop"} data-print-qr={s.filmPath}>
      <p className="plan-time">
        <time dateTime={s.startsAt}>{formatClock(s.startsAt, t.intlLocale)}</time>
        <span className="plan-until">
          –<time dateTime={s.endsAt}>{formatClock(s.endsAt, t.intlLocale)}</time>
        </span>
      </p>
      <div className="plan-what">
        <h4 id={anchor} className="plan-film" tabIndex={-1}>
          {s.title}
        </h4>
        {s.ticket && (
          <p className="plan-kept plan-ticket">
            <Icon name="ticket" />
            {t.planTicket}
          </p>
        )}
        {must && <p className="plan-kept plan-must">{t.planMustSee}</p>}
        {kept && <p className="plan-kept">{t.planKept}</p>}
        {change && <ChangeMarks change={change} />}
        <p className="plan-place">
          <span className="sr-only">{`${t.planPlace}: `}</span>
          {place ? <a href={place}>{s.venue}</a> : s.venue}
          {s.sal && `, ${s.sal}`}
        </p>
        {canSwap && !s.ticket && <PlanSwap screening={s} onSwap={onSwap} />}
      </div>
      {stop.walkTo && <p className="plan-walk">{t.planWalk(stop.walkTo.venue, stop.walkTo.minutes)}</p>}
    </li>
  );
}
