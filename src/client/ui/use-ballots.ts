import { useEffect, useState } from "react";
import type { Ballot } from "../../shared/vote-api";
import { account } from "../account/browser-account";
import type { Problem } from "../account/problem";

/** A ticket's ballot as the card shows it: the server's word, a vote on its way, or why one failed. */
export type BallotView = { ballot: Ballot; sending: boolean; problem: Problem | null };

/**
 * Publikumsprisen on Min side: the ballots of the visitor's festival tickets, by QR code, fetched
 * once on mount, and `vote`, which sends one terningkast and shows what the server said. A
 * failed load shows no dice at all: the tickets themselves matter more at the door.
 */
export function useBallots(): { ballots: ReadonlyMap<string, BallotView>; vote: (ballot: Ballot, die: number) => void } {
  const [ballots, setBallots] = useState<ReadonlyMap<string, BallotView>>(new Map());
  const put = (ballot: Ballot, view: Partial<BallotView>) =>
    setBallots((old) => new Map(old).set(ballot.qrCode, { ballot, sending: false, problem: null, ...old.get(ballot.qrCode), ...view }));
  useEffect(() => {
    void account.ballots().then((result) => {
      if (result.ok) setBallots(new Map(result.value.map((ballot) => [ballot.qrCode, { ballot, sending: false, problem: null }])));
    });
  }, []);
  const vote = (ballot: Ballot, die: number) => {
    put(ballot, { sending: true, problem: null });
    void account
      .vote({ screeningId: ballot.screeningId, qrCode: ballot.qrCode, die })
      .then((result) => (result.ok ? put(result.value, { ballot: result.value, sending: false }) : put(ballot, { sending: false, problem: result.problem })));
  };
  return { ballots, vote };
}
