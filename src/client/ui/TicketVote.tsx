import { DIE_FACES } from "../../shared/vote-api";
import { diceHtml } from "../film/dice-html";
import { formatStartTime } from "../format";
import { FormError } from "./FormError";
import { useText } from "./text";
import type { BallotView } from "./use-ballots";

/**
 * Publikumsprisen on a ticket card (docs/decisions/033): six dice while the ticket may vote, then
 * the die it gave. Nothing before the screening starts or once the vote has closed unvoted. A
 * refusal (the server checks the ticket with the venue) is shown under the dice.
 */
export function TicketVote({ view, onVote }: { view: BallotView; onVote: (die: number) => void }) {
  const t = useText();
  const { ballot, sending, problem } = view;
  if (ballot.state === "voted" && ballot.die !== null) {
    return (
      <p className="ticket-vote ticket-voted" role="status">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the dice's SVG, built by our own code from a number */}
        <span dangerouslySetInnerHTML={{ __html: diceHtml(ballot.die) }} />
        {t.voted(ballot.die)}
      </p>
    );
  }
  if (ballot.state !== "open") return null;
  return (
    <fieldset className="ticket-vote" disabled={sending} aria-busy={sending}>
      <legend>{t.voteTitle}</legend>
      <div className="die-buttons">
        {DIE_FACES.map((die) => (
          <button key={die} type="button" className="die-button" aria-label={t.voteDie(die)} onClick={() => onVote(die)}>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the dice's SVG, built by our own code from a number */}
            <span dangerouslySetInnerHTML={{ __html: diceHtml(die) }} />
            <span aria-hidden="true">{die}</span>
          </button>
        ))}
      </div>
      <p className="muted ticket-vote-until">{sending ? t.voteSending : t.voteUntil(formatStartTime(new Date(ballot.closesAt).toISOString(), t.intlLocale))}</p>
      <FormError problem={problem} />
    </fieldset>
  );
}
