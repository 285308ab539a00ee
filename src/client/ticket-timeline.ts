import type { Ticket } from "../shared/account-api";

/** When the venue gives no end time, a screening is taken to last this long (a film and a talk). */
const ASSUMED_LENGTH_MS = 3 * 60 * 60_000;

/**
 * When the ticket's screening is over: the venue's expiry time, else its start plus a long film.
 * A ticket whose times do not parse counts as coming, so its QR code is never folded away.
 */
function endOf(ticket: Ticket): number {
  const end = ticket.expirationDate ? Date.parse(ticket.expirationDate) : NaN;
  if (!Number.isNaN(end)) return end;
  const start = Date.parse(ticket.startTime);
  return Number.isNaN(start) ? Infinity : start + ASSUMED_LENGTH_MS;
}

const startOf = (ticket: Ticket): number => Date.parse(ticket.startTime) || 0;

/**
 * A visitor's tickets as a wallet shows them: the coming ones, the next screening first, and the
 * past ones (screening over), the latest first. Pure, so the in-runtime tests check it too.
 *
 * @example const { coming, past } = ticketTimeline(tickets, Date.parse("2025-09-17T12:00:00+02:00"))
 */
export function ticketTimeline(tickets: readonly Ticket[], now: number): { coming: Ticket[]; past: Ticket[] } {
  const coming = tickets.filter((t) => endOf(t) > now).sort((a, b) => startOf(a) - startOf(b));
  const past = tickets.filter((t) => endOf(t) <= now).sort((a, b) => startOf(b) - startOf(a));
  return { coming, past };
}
