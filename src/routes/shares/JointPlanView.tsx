import type { Locale } from "../../content/locale";
import type { FestivalEvent } from "../../content/event";
import { screeningStatus } from "../../content/screening-status";
import type { Dictionary } from "../../i18n/dictionary";
import type { JointPlan } from "../../plan/joint-plan";
import { ScreeningActions } from "../../render/blocks/screening-actions";
import { formatDayHeading, formatTime } from "../../render/format-date";
import { productionPath } from "../../shared/site-paths";

/** "Kari, Ola og Du": the names of the group a film is for, as the locale lists them. */
export const namesOf = (names: readonly string[], locale: Locale) => new Intl.ListFormat(locale === "en" ? "en" : "nb", { type: "conjunction" }).format(names);

/**
 * The joint plan (plan/joint-plan.ts) by day: each screening's time, film, place, who listed it
 * and for whom it is a "må se", and its ticket button; how many of each one's "må se" it holds;
 * then the films that did not fit and why.
 */
export function JointPlanView({
  plan,
  names,
  namedAfter,
  events,
  now,
  t,
  locale,
}: {
  plan: JointPlan;
  /** Each member as the subject of a line ("Du: 1 av 1 «må se»"). */
  names: readonly string[];
  /** Each member after "av" or "for" ("Ønsket av Kari og deg"). */
  namedAfter: readonly string[];
  events: ReadonlyMap<string, FestivalEvent>;
  now: number;
  t: Dictionary;
  locale: Locale;
}) {
  const f = t.friends;
  const days = [...new Set(plan.chosen.map((c) => c.screening.day))];
  // Two of the group may share a name: a line is known by the member's place in the group.
  const mustLines = plan.mustHeld.flatMap((m, member) => (m.marked > 0 ? [{ member, text: f.jointMustHeld(names[member] ?? "", m.held, m.marked) }] : []));
  const who = (indexes: readonly number[]) =>
    namesOf(
      indexes.map((i) => namedAfter[i] ?? ""),
      locale,
    );
  return (
    <section className="joint-plan" aria-labelledby="felles-plan">
      <h2 id="felles-plan">{f.jointTitle}</h2>
      {plan.chosen.length === 0 ? (
        <p>{f.jointNone}</p>
      ) : (
        <p className="joint-count">
          <strong>{f.jointCount(plan.chosen.length, days.length)}</strong> {f.jointTickets}
        </p>
      )}
      <ul className="joint-must">
        {mustLines.map((line) => (
          <li key={line.member}>{line.text}</li>
        ))}
      </ul>
      {days.map((day) => (
        <div key={day} className="joint-day">
          <h3>{formatDayHeading(plan.chosen.find((c) => c.screening.day === day)?.screening.start ?? 0, locale)}</h3>
          <ol className="joint-stops">
            {plan.chosen
              .filter((c) => c.screening.day === day)
              .map(({ screening, wantedBy, mustFor }) => {
                const event = events.get(screening.id);
                if (!event) return null;
                const when = formatTime(event.startsAt, locale);
                const href = productionPath(event.production);
                return (
                  <li key={screening.id} className="joint-stop">
                    <p className="joint-time">
                      <time dateTime={event.startsAt}>{when}</time>
                      <span className="joint-end">
                        –<time dateTime={new Date(screening.end).toISOString()}>{formatTime(screening.end, locale)}</time>
                      </span>
                    </p>
                    <div>
                      <h4 className="joint-film">{href ? <a href={href}>{event.production.title}</a> : event.production.title}</h4>
                      <p className="joint-place">{[event.venue, event.sal].filter(Boolean).join(", ")}</p>
                      {mustFor.length > 0 && <p className="share-must">{f.mustFor(who(mustFor))}</p>}
                      <p className="muted joint-who">{f.wantedBy(who(wantedBy))}</p>
                      <ScreeningActions event={event} status={screeningStatus(event, now)} t={t} when={when} />
                    </div>
                  </li>
                );
              })}
          </ol>
        </div>
      ))}
      {plan.unplaced.length > 0 && (
        <>
          <h3>{f.jointUnplaced}</h3>
          <ul className="joint-unplaced">
            {plan.unplaced.map((u) => (
              <li key={u.filmId}>
                <strong>{u.title}</strong> ({who(u.wantedBy)}): {u.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
