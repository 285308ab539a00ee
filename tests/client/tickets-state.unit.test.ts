import { describe, expect, test } from "vitest";
import { initialTicketsState, ticketsReducer } from "../../src/client/state/tickets";
import { problem, ticket } from "./fixtures";

describe("tickets slice", () => {
  test("starts empty, not loading, no error", () => {
    expect(initialTicketsState).toEqual({ items: [], loading: false, error: null });
  });

  test("a request sets loading", () => {
    expect(ticketsReducer(initialTicketsState, { type: "tickets/requested" }).loading).toBe(true);
  });

  test("success stores the items and clears loading", () => {
    const next = ticketsReducer({ ...initialTicketsState, loading: true }, { type: "tickets/succeeded", tickets: [ticket] });
    expect(next).toEqual({ items: [ticket], loading: false, error: null });
  });

  test("failure stores the error and clears loading", () => {
    const next = ticketsReducer({ ...initialTicketsState, loading: true }, { type: "tickets/failed", error: problem });
    expect(next).toEqual({ items: [], loading: false, error: problem });
  });

  test("a new request after a failure clears the old error", () => {
    const failed = ticketsReducer(initialTicketsState, { type: "tickets/failed", error: problem });
    expect(ticketsReducer(failed, { type: "tickets/requested" }).error).toBeNull();
  });
});
