import { useCallback, useEffect, useState } from "react";
import type { ChosenScreening, SavedPlan } from "../../shared/plan-api";
import { account } from "../account/browser-account";
import { formatStartTime } from "../format";
import type { Problem } from "../account/problem";
import { CalendarLinkList } from "./CalendarLinkList";
import { FormError } from "./FormError";
import { useText } from "./text";

type Saved = SavedPlan["saved"];

/**
 * The private calendar link, and the plan in it: "Legg planen i kalenderen" saves the chosen
 * screenings (the feed then carries exactly those, not every screening of every listed film),
 * "Fjern planen fra kalenderen" goes back to the whole list. Then the calendar link itself, made
 * once and subscribed to: it follows whatever is saved.
 */
export function PlanCalendar({ chosen }: { chosen: readonly ChosenScreening[] }) {
  const t = useText();
  const [saved, setSaved] = useState<Saved | undefined>(undefined);
  const [news, setNews] = useState("");
  const [link, setLink] = useState<string | null>(null);
  const [made, setMade] = useState(0);
  const [problem, setProblem] = useState<Problem | null>(null);
  const showProblem = useCallback((p: Problem) => setProblem(p), []);

  useEffect(() => {
    void account.savedPlan().then((result) => (result.ok ? setSaved(result.value.saved) : setProblem(result.problem)));
  }, []);

  const ids = chosen.map((c) => c.eventId);
  const current = saved ? sameIds(saved.eventIds, ids) : false;
  const save = () => {
    setProblem(null);
    void account.savePlan(ids).then((result) => (result.ok ? (setSaved(result.value.saved), setNews("")) : setProblem(result.problem)));
  };
  const unsave = () => {
    setProblem(null);
    void account.deletePlan().then((result) => (result.ok ? (setSaved(null), setNews(t.planUnsaved)) : setProblem(result.problem)));
  };
  const createLink = () => {
    void account.calendarLink().then((result) => {
      if (!result.ok) return setProblem(result.problem);
      setLink(result.value);
      setMade((n) => n + 1);
    });
  };

  return (
    <div className="plan-calendar">
      <h3 className="plan-subtitle">{chosen.length > 0 || saved ? t.planCalendarTitle : t.calendarTitle}</h3>
      <FormError problem={problem} />
      <p role="status" className="plan-saved">
        {saved ? t.planSaved(saved.eventIds.length, formatStartTime(new Date(saved.savedAt).toISOString(), t.intlLocale)) : news}
      </p>
      {saved && !current && chosen.length > 0 && <p>{t.planSavedOlder}</p>}
      {!saved && <p>{chosen.length > 0 ? t.planCalendarText : t.calendarText}</p>}
      <p className="plan-calendar-actions">
        {chosen.length > 0 && !current && (
          <button type="button" className="button" onClick={save}>
            {t.planSave}
          </button>
        )}
        {saved && (
          <button type="button" className="link-button" onClick={unsave}>
            {t.planUnsave}
          </button>
        )}
      </p>
      {link ? (
        <p>
          <a className="button" href={link}>
            {t.calendarLink}
          </a>{" "}
          <span className="muted">{t.calendarPrivate}</span>
        </p>
      ) : (
        <button type="button" className="button button-quiet" onClick={createLink}>
          {t.calendarButton}
        </button>
      )}
      <CalendarLinkList version={made} onProblem={showProblem} />
    </div>
  );
}

const sameIds = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((id) => b.includes(id));
