import { useCallback, useEffect, useState } from "react";
import type { Plan, PlanScreening } from "../../shared/account-api";
import { account } from "../browser-account";
import { formatStartTime } from "../format";
import type { Problem } from "../problem";
import { CalendarLinkList } from "./CalendarLinkList";
import { FormError } from "./FormError";
import { useText } from "./text";

/**
 * Beyond the spec: which watch-listed screenings overlap, and a private webcal link that keeps the
 * visitor's calendar in step with the list. The plan is fetched once per visit of Min side.
 */
export function PlanSection() {
  const t = useText();
  const [plan, setPlan] = useState<Plan | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [made, setMade] = useState(0);
  const showProblem = useCallback((p: Problem) => setProblem(p), []);

  useEffect(() => {
    void account.plan().then((result) => (result.ok ? setPlan(result.value) : setProblem(result.problem)));
  }, []);

  const createLink = () => {
    void account.calendarLink().then((result) => {
      if (!result.ok) return setProblem(result.problem);
      setLink(result.value);
      setMade((n) => n + 1);
    });
  };

  const byId = new Map((plan?.screenings ?? []).map((s) => [s.id, s]));
  const describe = (s: PlanScreening | undefined) => (s ? `«${s.title}» ${formatStartTime(s.startsAt, t.intlLocale)}` : "");
  return (
    <section className="account-section" aria-labelledby="min-plan">
      <h2 id="min-plan">{t.clashesTitle}</h2>
      <FormError problem={problem} />
      {plan && plan.clashes.length === 0 && <p className="muted">{t.noClashes}</p>}
      {plan && plan.clashes.length > 0 && (
        <ul className="clashes">
          {plan.clashes.map((c) => (
            <li key={`${c.first}+${c.second}`}>{t.clash(describe(byId.get(c.first)), describe(byId.get(c.second)))}</li>
          ))}
        </ul>
      )}
      <h3>{t.calendarTitle}</h3>
      <p>{t.calendarText}</p>
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
    </section>
  );
}
