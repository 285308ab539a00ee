import type { Ticket } from "../../shared/account-api";
import type { Problem } from "../account/problem";

/** The tickets slice: the logged-in visitor's tickets. */
export type TicketsState = { items: Ticket[]; loading: boolean; error: Problem | null };

export type TicketsAction = { type: "tickets/requested" } | { type: "tickets/succeeded"; tickets: Ticket[] } | { type: "tickets/failed"; error: Problem };

export const initialTicketsState: TicketsState = { items: [], loading: false, error: null };

export function ticketsReducer(state: TicketsState, action: TicketsAction): TicketsState {
  switch (action.type) {
    case "tickets/requested":
      return { ...state, loading: true, error: null };
    case "tickets/succeeded":
      return { items: action.tickets, loading: false, error: null };
    case "tickets/failed":
      return { ...state, loading: false, error: action.error };
  }
}
