import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../config/app-env";
import type { FestivalEvent } from "../content/event";
import { screeningIds } from "../content/screening-ids";
import { EventIdSchema, EventKeysSchema } from "../events/event-ids";
import { changeRows } from "../calendar/change-rows";
import { readChanges, scheduleSequences } from "../calendar/schedule-sequences";
import type { ScheduleChanges } from "../shared/schedule-changes-api";
import { siteNow } from "../config/clock";
import { apiError } from "./api-failure";
import { eventStoreOf } from "./events/event-store-of";
import { eventsFailure } from "./events/events-failure";
import { icsDisposition, screeningIcs } from "./events/ics-download";

/**
 * Short and public: every visitor gets the same answer, and a screening can sell out any minute
 * once sales open, so browsers and the edge keep it only briefly (the edge in the Cache API, per
 * set of ids: middleware/events-edge-cache.ts).
 */
export const EVENTS_CACHE_CONTROL = "public, max-age=60";

/**
 * An answer with an event from a stale KV entry (its refresh is running): the browser keeps it as
 * any other, but no shared cache does (s-maxage=0), so the edge does not hold an old sold-out
 * state for another minute; the next visitor gets the refreshed entry.
 */
export const STALE_EVENTS_CACHE_CONTROL = `${EVENTS_CACHE_CONTROL}, s-maxage=0`;

/**
 * `/api/events`: the live state of screenings for the browser ("GET … query
 * parameter keys as a comma-joined list of ids. Response data is the list of events"), and one
 * screening as a calendar file.
 */
export const eventRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const keys = v.safeParse(EventKeysSchema, c.req.query("keys"));
    if (!keys.success) return apiError(c, 400, "bad_keys", () => keys.issues[0].message);
    // Only ids of the content's screenings are asked of the source (docs/decisions/040): a made-up id costs nothing.
    const known = screeningIds((await c.var.source.load()).bundle);
    const ids = keys.output.filter((id) => known.has(id));
    if (ids.length === 0) return apiError(c, 404, "not_found", (m) => m.noneOfTheEvents);
    const { events, stale, failure } = await eventStoreOf(c).events(ids);
    // Stale or fresh entries from KV still answer when the source is down; only nothing at all fails.
    if (failure !== undefined && events.length === 0) throw eventsFailure(failure);
    if (failure !== undefined) console.error("events: some ids could not be loaded; answering the ones in KV", failure);
    // A partial answer is kept by nobody, neither the edge nor the browser: the next ask may get all.
    c.header("Cache-Control", failure !== undefined ? "no-store" : stale ? STALE_EVENTS_CACHE_CONTROL : EVENTS_CACHE_CONTROL);
    return c.json({ data: events });
  })
  // The schedule's changes for Min side's marks (docs/decisions/034): public and the same for
  // everyone, kept as briefly as the live states. Reading costs no KV write.
  .get("/changes", async (c) => {
    const [record, content] = await Promise.all([readChanges(c.var.config.PAGES), c.var.source.load()]);
    c.header("Cache-Control", EVENTS_CACHE_CONTROL);
    return c.json({ changes: changeRows(record?.changes ?? [], content.bundle.events) } satisfies ScheduleChanges);
  })
  .get("/:file{.+\\.ics}", async (c) => {
    const id = v.safeParse(EventIdSchema, c.req.param("file").slice(0, -".ics".length));
    if (!id.success) return apiError(c, 400, "bad_id", () => id.issues[0].message);
    let event: FestivalEvent | null;
    try {
      event = await eventStoreOf(c).event(id.output);
    } catch (error) {
      throw eventsFailure(error);
    }
    if (!event) return apiError(c, 404, "not_found", (m) => m.eventNotFound);
    const sequence = (await scheduleSequences(c.var.config.PAGES, [event], siteNow(c.var.config))).get(event.id) ?? 0;
    return c.body(screeningIcs(event, c.var.chrome.value.site, Date.now(), sequence), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": icsDisposition(event),
      "Cache-Control": EVENTS_CACHE_CONTROL,
    });
  });
