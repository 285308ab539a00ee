import { Hono } from "hono";
import * as v from "valibot";
import type { VenueEnv } from "../env";
import { programmeEvents } from "../programme-events";

/** The site asks at most 50 ids at a time; a little room, and no more. */
const MAX_KEYS = 100;

const Keys = v.pipe(
  v.string(),
  v.maxLength(MAX_KEYS * 80),
  v.transform((s) => s.split(",").filter(Boolean)),
  v.array(v.pipe(v.string(), v.regex(/^[\w-]{1,80}$/))),
  v.maxLength(MAX_KEYS),
);

/**
 * The runtime data API's events endpoint, `GET sites/{site}/basic_events?keys=a,b` (answer
 * `{ data: [events] }`, unknown ids left out), played from the demo programme with the ticket
 * state the control API set (`availability`): tests and `npm start` sell a screening out and
 * release it here, and the site's live status and "Si fra om det blir ledig" follow.
 */
export const runtimeEvents = new Hono<VenueEnv>();

runtimeEvents.get("/sites/:site/basic_events", async (c) => {
  if (!/^\d{1,10}$/.test(c.req.param("site"))) return c.json({ Message: "Ukjent site." }, 404);
  const keys = v.safeParse(Keys, c.req.query("keys") ?? "");
  if (!keys.success) return c.json({ Message: `keys: ${keys.issues[0]?.message ?? "ugyldig"}` }, 400);
  const known = keys.output.flatMap((id) => programmeEvents().get(id) ?? []);
  const states = await soldOutStates(
    c.env.VENUE_DB,
    known.map((e) => e.id),
  );
  return c.json({ data: known.map((event) => ({ ...event, soldOut: states.get(event.id) ?? event.soldOut })) });
});

/** The sold-out state the control API set for these ids (those without a row are as the programme says). */
async function soldOutStates(db: D1Database, ids: string[]): Promise<Map<string, boolean>> {
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare(`SELECT event_id, sold_out FROM availability WHERE event_id IN (${ids.map(() => "?").join(",")})`)
    .bind(...ids)
    .all<{ event_id: string; sold_out: number }>();
  return new Map(results.map((r) => [r.event_id, r.sold_out === 1]));
}
