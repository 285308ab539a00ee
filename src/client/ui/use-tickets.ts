import { useEffect, useReducer } from "react";
import { account } from "../account/browser-account";
import { initialTicketsState, ticketsReducer, type TicketsState } from "../state/tickets";

/** The visitor's tickets, fetched on mount (the caller mounts it only when logged in), and a retry. */
export function useTickets(): { tickets: TicketsState; reload: () => void } {
  const [tickets, dispatch] = useReducer(ticketsReducer, initialTicketsState);
  const load = () => {
    dispatch({ type: "tickets/requested" });
    void account
      .tickets()
      .then((result) => dispatch(result.ok ? { type: "tickets/succeeded", tickets: result.value } : { type: "tickets/failed", error: result.problem }));
  };
  useEffect(load, []);
  return { tickets, reload: load };
}
