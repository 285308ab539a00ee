import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { BallotPage } from "../../src/routes/votes/BallotPage";
import type { Ballot } from "../../src/shared/vote-api";
import { screening } from "./fixtures";

const event = screening("isen", "2025-09-17T18:00:00+02:00");
const ballot = (state: Ballot["state"]): Ballot => ({
  qrCode: "qr-1",
  screeningId: "isen",
  title: "Isen som forsvant",
  startsAt: event.startsAt,
  opensAt: Date.parse("2025-09-17T18:00:00+02:00"),
  // Thursday 18 September, noon.
  closesAt: Date.parse("2025-09-18T12:00:00+02:00"),
  state,
  die: null,
});

const page = (state: Ballot["state"]) => renderToString(<BallotPage event={event} ballots={[ballot(state)]} csrf="token" action="/stem/isen" />);

describe("the ballot page's times in running text", () => {
  test("write the weekday in lower case mid-sentence", () => {
    const html = page("open");
    expect(html).toContain("Du kan stemme til torsdag 18. september kl. 12:00.");
    expect(html).not.toContain("Torsdag");
  });

  test("say when voting opened or closed the same way", () => {
    expect(page("not-yet")).toContain("onsdag 17. september kl. 18:00");
    expect(page("closed")).toContain("torsdag 18. september kl. 12:00");
  });
});
