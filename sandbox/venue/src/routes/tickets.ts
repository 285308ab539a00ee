import { Hono } from "hono";
import * as v from "valibot";
import { requireUser, sessionUser } from "../auth";
import type { VenueEnv } from "../env";
import { paging } from "../paging";

/** GetTicketsDx: the caller's tickets, earliest screening first. */
export const tickets = new Hono<VenueEnv>();

interface TicketRow {
  movie_id: number;
  title: string;
  poster: string | null;
  notes: string | null;
  qr_code: string;
  qr_url: string | null;
  start_time: string;
  expiration_date: string;
  screen: string;
  seats_info: string;
  /** JSON [[row, seat], …] in seat order. */
  seats: string;
}

const TICKETS = `SELECT t.movie_id, m.title, m.poster, t.notes, t.qr_code, t.qr_url, t.start_time,
  t.expiration_date, t.screen, t.seats_info,
  (SELECT json_group_array(json_array(seat_row, seat))
     FROM (SELECT seat_row, seat FROM ticket_seats WHERE ticket_id = t.id ORDER BY position)) AS seats
  FROM tickets t JOIN movies m ON m.id = t.movie_id
  WHERE t.user_id = ? ORDER BY unixepoch(t.start_time), t.id LIMIT ? OFFSET ?`;

const SeatPairs = v.array(v.tuple([v.string(), v.string()]));

/** `[["4","8"],["5","8"]]` → `[{Row:"4",Seats:["8"]},{Row:"5",Seats:["8"]}]`, rows in first-seen order. */
function groupByRow(json: string): { Row: string; Seats: string[] }[] {
  const parsed: unknown = JSON.parse(json);
  const rows = new Map<string, string[]>();
  for (const [row, seat] of v.parse(SeatPairs, parsed)) rows.set(row, [...(rows.get(row) ?? []), seat]);
  return [...rows].map(([Row, Seats]) => ({ Row, Seats }));
}

tickets.get("/GetTicketsDx", requireUser, async (c) => {
  const { skip, take } = paging(c, 10);
  const { results } = await c.env.VENUE_DB.prepare(TICKETS).bind(sessionUser(c).id, take, skip).all<TicketRow>();
  return c.json(
    results.map((t) => ({
      MovieId: t.movie_id,
      MovieTitle: t.title,
      Notes: t.notes,
      QRCode: t.qr_code,
      QRUrl: t.qr_url,
      StartTime: t.start_time,
      ExpirationDate: t.expiration_date,
      Poster: t.poster,
      Screen: t.screen,
      SeatsInfo: { Info: t.seats_info, Seats: groupByRow(t.seats) },
    })),
  );
});
