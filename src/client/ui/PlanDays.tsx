import type { ChosenScreening } from "../../shared/plan-api";
import type { ScheduleChange } from "../../shared/schedule-changes-api";
import { formatDay, planDays } from "../plan-days";
import { PlanStop } from "./PlanStop";
import type { SwapHandler } from "./PlanSwap";
import { useText } from "./text";

/** The chosen screenings under a heading per day ("onsdag 17. september"), in time order. */
export function PlanDays({
  chosen,
  kept,
  mustSee,
  canSwap,
  filmAnchor,
  onSwap,
  changes,
}: {
  chosen: readonly ChosenScreening[];
  kept: readonly string[];
  /** Production ids marked "må se". */
  mustSee: readonly string[];
  canSwap: boolean;
  filmAnchor: (productionId: string) => string;
  onSwap: SwapHandler;
  /** The programme's changes by screening id: a changed screening is marked. */
  changes: ReadonlyMap<string, ScheduleChange>;
}) {
  const t = useText();
  return (
    <div className="plan-days">
      {planDays(chosen).map(({ day, stops }) => (
        <section key={day} className="plan-day" aria-labelledby={`plan-day-${day}`}>
          <h3 id={`plan-day-${day}`} className="plan-day-title">
            {formatDay(day, t.intlLocale)}
          </h3>
          <ol className="plan-stops">
            {stops.map((stop) => (
              <PlanStop
                key={stop.screening.eventId}
                stop={stop}
                kept={kept.includes(stop.screening.eventId)}
                must={mustSee.includes(stop.screening.productionId)}
                canSwap={canSwap}
                anchor={filmAnchor(stop.screening.productionId)}
                onSwap={onSwap}
                change={changes.get(stop.screening.eventId)}
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
