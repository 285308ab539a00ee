import { Hono } from "hono";
import * as v from "valibot";
import { readJson, readJsonOrEmpty } from "../body";
import type { VenueEnv } from "../env";
import { resetData } from "../db/reset";
import { callPath } from "../faults";
import { movieExists } from "../movies";
import { programmeEvents } from "../programme-events";

/**
 * The sandbox's control API under /__sandbox/ (README.md): lets tests and demos expire credentials,
 * inject faults, sell a ticket, read the e-mail outbox and start over. A real venue has nothing like it; the
 * sandbox is never deployed where strangers can reach it.
 */
export const control = new Hono<VenueEnv>();

const ByEmail = v.object({ email: v.optional(v.pipe(v.string(), v.trim())) });

/** Sets the expiry of live rows in `table` (sessions or mars_tokens) to the past; all users or one. */
async function expire(db: D1Database, table: "sessions" | "mars_tokens", email: string | undefined): Promise<number> {
  const past = Date.now() - 1;
  const now = Date.now();
  const statement =
    email === undefined
      ? db.prepare(`UPDATE ${table} SET expires_at = ? WHERE expires_at > ?`).bind(past, now)
      : db.prepare(`UPDATE ${table} SET expires_at = ? WHERE expires_at > ? AND user_id IN (SELECT id FROM users WHERE email = ?)`).bind(past, now, email);
  return (await statement.run()).meta.changes;
}

control.post("/sessions/expire", async (c) => {
  const { email } = await readJsonOrEmpty(c, ByEmail, {});
  return c.json({ expired: await expire(c.env.VENUE_DB, "sessions", email) });
});

control.post("/mars-tokens/expire", async (c) => {
  const { email } = await readJsonOrEmpty(c, ByEmail, {});
  return c.json({ expired: await expire(c.env.VENUE_DB, "mars_tokens", email) });
});

const Fault = v.pipe(
  v.object({
    path: v.pipe(v.string(), v.regex(/^\/?(?:(?:118|178)\/)?api\/\w+$/, 'path must look like "api/GetTicketsDx"')),
    status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599))),
    delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120_000)), 0),
    times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1),
  }),
  v.check((f) => f.status !== undefined || f.delayMs > 0, "a fault needs a status, a delayMs, or both"),
);

// One fault per call; setting it again replaces it.
control.post("/faults", async (c) => {
  const fault = await readJson(c, Fault);
  const path = callPath(fault.path);
  await c.env.VENUE_DB.prepare(
    `INSERT INTO faults (path, status, delay_ms, remaining) VALUES (?, ?, ?, ?)
     ON CONFLICT (path) DO UPDATE SET status = excluded.status, delay_ms = excluded.delay_ms, remaining = excluded.remaining`,
  )
    .bind(path, fault.status ?? null, fault.delayMs, fault.times)
    .run();
  return c.json({ path, status: fault.status ?? null, delayMs: fault.delayMs, times: fault.times }, 201);
});

control.get("/faults", async (c) => {
  const { results } = await c.env.VENUE_DB.prepare("SELECT path, status, delay_ms AS delayMs, remaining FROM faults WHERE remaining > 0 ORDER BY path").all();
  return c.json(results);
});

// Answers how many faults were still armed; spent ones are removed as well.
control.delete("/faults", async (c) => {
  const { results } = await c.env.VENUE_DB.prepare("DELETE FROM faults RETURNING remaining").all<{ remaining: number }>();
  return c.json({ cleared: results.filter((f) => f.remaining > 0).length });
});

// The API calls received, oldest first (src/calls.ts): which partner path, which call, how often.
control.get("/calls", async (c) => {
  const { results } = await c.env.VENUE_DB.prepare("SELECT partner, method, path FROM calls ORDER BY id").all();
  return c.json(results);
});

control.delete("/calls", async (c) => {
  const { meta } = await c.env.VENUE_DB.prepare("DELETE FROM calls").run();
  return c.json({ cleared: meta.changes });
});

const SoldTicket = v.object({
  email: v.pipe(v.string(), v.trim(), v.maxLength(254)),
  movieId: v.pipe(v.number(), v.integer()),
  startTime: v.pipe(v.string(), v.isoTimestamp("startTime must be ISO 8601 with an offset")),
  expirationDate: v.pipe(v.string(), v.isoTimestamp("expirationDate must be ISO 8601 with an offset")),
  screen: v.pipe(v.string(), v.nonEmpty(), v.maxLength(60)),
});

// A ticket bought at the box office: one seat (row 1, seat 1) for the user, with a QR code of its own.
control.post("/tickets", async (c) => {
  const ticket = await readJson(c, SoldTicket);
  if (!(await movieExists(c.env.VENUE_DB, ticket.movieId))) return c.json({ Message: `Fant ingen film med MovieId ${ticket.movieId}.` }, 404);
  const qrCode = `SANDBOX-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const row = await c.env.VENUE_DB.prepare(
    `INSERT INTO tickets (user_id, movie_id, qr_code, qr_url, start_time, expiration_date, screen, seats_info, notes)
     SELECT id, ?, ?, NULL, ?, ?, ?, 'Rad 1, sete 1', NULL FROM users WHERE email = ? RETURNING id`,
  )
    .bind(ticket.movieId, qrCode, ticket.startTime, ticket.expirationDate, ticket.screen, ticket.email)
    .first<{ id: number }>();
  if (!row) return c.json({ Message: `Fant ingen bruker med e-post ${ticket.email}.` }, 404);
  await c.env.VENUE_DB.prepare("INSERT INTO ticket_seats (ticket_id, seat_row, seat, position) VALUES (?, '1', '1', 0)").bind(row.id).run();
  return c.json({ id: row.id, qrCode }, 201);
});

control.get("/outbox", async (c) => {
  const email = c.req.query("email")?.trim();
  const select = 'SELECT id, to_email AS "to", subject, body, created_at AS createdAt FROM outbox';
  const statement = email ? c.env.VENUE_DB.prepare(`${select} WHERE to_email = ? ORDER BY id`).bind(email) : c.env.VENUE_DB.prepare(`${select} ORDER BY id`);
  return c.json((await statement.all()).results);
});

const Availability = v.object({ eventId: v.pipe(v.string(), v.maxLength(80)), soldOut: v.boolean() });

// The box office sells a screening's last seat (soldOut true) or gets seats back (false): the runtime
// events API (routes/runtime-events.ts) answers so from now on.
control.post("/availability", async (c) => {
  const { eventId, soldOut } = await readJson(c, Availability);
  if (!programmeEvents().has(eventId)) return c.json({ Message: `Fant ingen visning med id ${eventId}.` }, 404);
  await c.env.VENUE_DB.prepare(
    `INSERT INTO availability (event_id, sold_out, changed_at) VALUES (?, ?, ?)
     ON CONFLICT (event_id) DO UPDATE SET sold_out = excluded.sold_out, changed_at = excluded.changed_at`,
  )
    .bind(eventId, soldOut ? 1 : 0, Date.now())
    .run();
  return c.json({ eventId, soldOut });
});

control.get("/availability", async (c) => {
  const { results } = await c.env.VENUE_DB.prepare("SELECT event_id AS eventId, sold_out = 1 AS soldOut FROM availability ORDER BY changed_at").all<{
    eventId: string;
    soldOut: number;
  }>();
  return c.json(results.map((r) => ({ eventId: r.eventId, soldOut: r.soldOut === 1 })));
});

control.post("/reset", async (c) => {
  await resetData(c.env.VENUE_DB);
  return c.json({ reset: true });
});
