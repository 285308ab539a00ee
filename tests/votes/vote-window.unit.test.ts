import { describe, expect, it } from "vitest";
import { ballotState, voteWindow } from "../../src/votes/vote-window";

const at = (iso: string) => Date.parse(iso);

describe("when a screening's audience may vote (docs/decisions/033)", () => {
  it("opens at the screening's start and closes at noon the next day, Oslo time", () => {
    expect(voteWindow("2025-09-17T10:30:00+02:00")).toEqual({ opensAt: at("2025-09-17T10:30:00+02:00"), closesAt: at("2025-09-18T12:00:00+02:00") });
  });

  it("closes at noon the next day for a screening late in the evening, and for one just after midnight", () => {
    expect(voteWindow("2025-09-17T23:30:00+02:00").closesAt).toBe(at("2025-09-18T12:00:00+02:00"));
    expect(voteWindow("2025-09-18T00:15:00+02:00").closesAt).toBe(at("2025-09-19T12:00:00+02:00"));
  });

  it("closes at 12:00 on the clock across the nights the clocks change", () => {
    // Summer time ends in the night to 26 October 2025 (03:00 → 02:00) and starts in the night to 29 March 2026.
    expect(voteWindow("2025-10-25T21:00:00+02:00").closesAt).toBe(at("2025-10-26T12:00:00+01:00"));
    expect(voteWindow("2026-03-28T21:00:00+01:00").closesAt).toBe(at("2026-03-29T12:00:00+02:00"));
  });

  it("says where a ticket's ballot stands: not yet, open, closed, and voted whenever a die was given", () => {
    const window = voteWindow("2025-09-17T10:30:00+02:00");
    expect(ballotState(window, null, window.opensAt - 1)).toBe("not-yet");
    expect(ballotState(window, null, window.opensAt)).toBe("open");
    expect(ballotState(window, null, window.closesAt - 1)).toBe("open");
    expect(ballotState(window, null, window.closesAt)).toBe("closed");
    expect(ballotState(window, 5, window.closesAt + 1)).toBe("voted");
    expect(ballotState(window, 4, window.opensAt - 1)).toBe("voted");
  });
});
