import { useId, useRef, useState, type KeyboardEvent } from "react";
import type { ChosenScreening } from "../../shared/plan-api";
import { formatShortStart } from "../plan-days";
import { useText } from "./text";

/** What choosing another screening of a film does: PlanSection makes the plan again around it. */
export type SwapHandler = (from: ChosenScreening, toEventId: string) => void;

/**
 * "Bytt visning": a disclosure with the film's other screenings, one button each. Choosing one
 * makes the plan again around it (PlanSection then moves the focus to the film's new place).
 * Escape folds the list and puts the focus back on "Bytt visning".
 */
export function PlanSwap({ screening, onSwap }: { screening: ChosenScreening; onSwap: SwapHandler }) {
  const t = useText();
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  if (screening.alternatives.length === 0) return null;
  const fold = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div className="plan-swap">
      <button ref={toggle} type="button" className="link-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {t.planSwap}
        <span className="sr-only">{`: ${screening.title}`}</span>
      </button>
      <ul id={id} className="plan-alternatives" aria-label={t.planSwapOf(screening.title)} hidden={!open} onKeyDown={fold}>
        {screening.alternatives.map((alt) => (
          <li key={alt.eventId}>
            <button type="button" className="button button-quiet" onClick={() => onSwap(screening, alt.eventId)}>
              {formatShortStart(alt.startsAt, t.intlLocale)}, {alt.venue}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
