import type { UnplacedFilm } from "../../shared/plan-api";
import { useText } from "./text";

/** "Fikk ikke plass": the listed films the plan could not fit, each with the planner's reason. */
export function PlanUnplaced({ unplaced }: { unplaced: readonly UnplacedFilm[] }) {
  const t = useText();
  if (unplaced.length === 0) return null;
  return (
    <>
      <h3 className="plan-subtitle">{t.planUnplacedTitle}</h3>
      <ul className="plan-unplaced">
        {unplaced.map((film) => (
          <li key={film.productionId}>
            <strong>{film.title}</strong>
            <span>{film.reason}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
