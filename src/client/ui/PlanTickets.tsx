import type { ChosenScreening } from "../../shared/plan-api";
import { safeHref } from "../format";
import { formatShortStart } from "../plan-days";
import { Icon } from "./Icon";
import { useText } from "./text";

/**
 * "Kjøp billetter": the chosen screenings' ticket buttons in plan order, to the venue's external
 * checkout in a new window like the programme's; each button's hidden part says which screening.
 * The screenings the visitor holds tickets for are not here: they are bought.
 */
export function PlanTickets({ chosen }: { chosen: readonly ChosenScreening[] }) {
  const t = useText();
  const ordered = chosen.filter((s) => !s.ticket).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  if (ordered.length === 0) return null;
  return (
    <>
      <h3 className="plan-subtitle">{t.planTicketsTitle}</h3>
      <p className="muted">{t.planTicketsIntro}</p>
      <ol className="plan-tickets">
        {ordered.map((s) => {
          const when = formatShortStart(s.startsAt, t.intlLocale);
          const href = safeHref(s.ticketUrl);
          return (
            <li key={s.eventId}>
              <span className="plan-ticket-what">
                <strong>{s.title}</strong> <span className="muted">{when}</span>
              </span>
              {href && (
                <a href={href} target="_blank" rel="noopener" className="button ticket-button">
                  <Icon name="ticket" />
                  {t.buyTicket}
                  <span className="sr-only">{`: ${s.title}, ${when} ${t.opensInNewWindow}`}</span>
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
