import { useEffect, useRef } from "react";
import type { UnplacedFilm } from "../../shared/plan-api";
import { formatShortStart } from "../plan-days";
import { armSeatButtons } from "../seat-watch";
import { useSeatWords } from "./seat-words";
import { useText } from "./text";

/**
 * "Fikk ikke plass": the listed films the plan could not fit, each with the planner's reason. A
 * sold-out film lists its sold-out screenings, each with the programme rows' "Si fra om det blir
 * ledig" (client/seat-watch.ts): revealed where push works, or why not said in its place
 * (docs/decisions/045). Without the words (a page made before them) it says "Utsolgt" alone.
 */
export function PlanUnplaced({ unplaced }: { unplaced: readonly UnplacedFilm[] }) {
  const t = useText();
  const seats = useSeatWords();
  const list = useRef<HTMLUListElement>(null);
  // Each new button is armed once (armSeatButtons takes only those still `data-pending`).
  useEffect(() => {
    if (seats && list.current) armSeatButtons(list.current, seats.words, seats.locale);
  });
  if (unplaced.length === 0) return null;
  return (
    <>
      <h3 className="plan-subtitle">{t.planUnplacedTitle}</h3>
      <ul className="plan-unplaced" ref={list}>
        {unplaced.map((film) => (
          <li key={film.productionId}>
            <strong>{film.title}</strong>
            <span>{film.reason}</span>
            {seats && film.soldOut && film.soldOut.length > 0 && (
              <ul className="plan-sold-out" aria-label={t.planSoldOutOf(film.title)}>
                {film.soldOut.map((s) => (
                  <li key={s.eventId}>
                    <span>
                      {formatShortStart(s.startsAt, t.intlLocale)}, {s.venue}
                    </span>
                    {/* Its own box: the line seat-button.ts adds under the button stays out of React's children. */}
                    <div className="plan-seat">
                      <button type="button" className="seat-button" data-seat={s.eventId} data-pending="">
                        {seats.words.on}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
