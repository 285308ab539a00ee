import type { FestivalEvent } from "../../content/event";
import { formatDayInText, formatTime } from "../../render/format-date";
import { dictionary } from "../../i18n/dictionary";
import { ACCOUNT_PATH } from "../../shared/site-paths";
import { type Ballot, DIE_FACES } from "../../shared/vote-api";

const t = dictionary("nb").vote;

/** "onsdag 17. september kl. 10:30", Oslo time. */
export const osloWhen = (ms: number | string) => `${formatDayInText(ms)} kl. ${formatTime(ms)}`;

/** What the ballot page says besides the ballots: why the visitor cannot vote here, if so. */
export type BallotNotice = { kind: "login" } | { kind: "message"; text: string };

/**
 * `/stem/<screening>`: the film, then for each of the visitor's tickets to it six dice as submit
 * buttons of one POST form (works without JavaScript; `csrf` is the session's form token), or the
 * die it gave, or why it cannot vote.
 */
export function BallotPage({
  event,
  ballots,
  notice,
  csrf,
  action,
}: {
  event: FestivalEvent;
  ballots: Ballot[];
  notice?: BallotNotice;
  csrf: string;
  action: string;
}) {
  return (
    <>
      <h1>{t.title}</h1>
      <p className="lead">
        <strong>{event.production.title}</strong> · {osloWhen(event.startsAt)} · {event.venue}
      </p>
      <p>{t.intro}</p>
      {notice?.kind === "login" && (
        <p className="note">
          {t.loginFirst} <a href={`${ACCOUNT_PATH}?stem=${encodeURIComponent(event.id)}`}>{t.login}</a>
        </p>
      )}
      {notice?.kind === "message" && (
        <p role="alert" className="form-error">
          {notice.text}
        </p>
      )}
      {ballots.map((ballot, i) => (
        <section key={ballot.qrCode} className="ballot-ticket" aria-label={`${t.seat} ${i + 1}`}>
          {ballots.length > 1 && <h2>{`${t.seat} ${i + 1}`}</h2>}
          <BallotForm ballot={ballot} csrf={csrf} action={action} />
        </section>
      ))}
    </>
  );
}

function BallotForm({ ballot, csrf, action }: { ballot: Ballot; csrf: string; action: string }) {
  if (ballot.state === "voted" && ballot.die !== null)
    return (
      <p role="status" className="ticket-voted">
        {t.voted(ballot.die)}
      </p>
    );
  if (ballot.state === "not-yet") return <p>{t.notYet(osloWhen(ballot.opensAt))}</p>;
  if (ballot.state === "closed") return <p>{t.closed(osloWhen(ballot.closesAt))}</p>;
  return (
    <form method="post" action={action}>
      <fieldset className="ticket-vote">
        <legend>{t.legend}</legend>
        <input type="hidden" name="qrCode" value={ballot.qrCode} />
        <input type="hidden" name="csrf" value={csrf} />
        <div className="die-buttons">
          {DIE_FACES.map((die) => (
            <button key={die} type="submit" name="die" value={die} className="die-button" aria-label={t.dieLabel(die)}>
              {die}
            </button>
          ))}
        </div>
        <p className="muted ticket-vote-until">{t.until(osloWhen(ballot.closesAt))}</p>
      </fieldset>
    </form>
  );
}
