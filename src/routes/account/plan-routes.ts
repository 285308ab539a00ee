import { Hono } from "hono";
import { calendarFile } from "../../calendar/ics";
import { findClashes } from "../../calendar/clashes";
import { screeningEvent } from "../../calendar/screening-event";
import { kvKeys } from "../../kv/keys";
import { openSession, sealSession } from "../../session/sealed-auth";
import { VenueSession } from "../../venue/venue-client";
import type { AccountEnv } from "./account-env";
import { apiError } from "./api-error";
import { CALENDAR_TOKEN, calendarTokenHash, newCalendarToken } from "./calendar-token";
import { readSession, renewSession } from "./session-io";
import { venueFailure } from "./venue-failure";
import { watchlistScreenings } from "./watchlist-screenings";

/**
 * Beyond the spec: the watch list as a plan. `/plan` lists the screenings of watch-listed films
 * and the pairs that overlap; `/calendar` makes a private webcal URL whose .ics is rebuilt from the
 * watch list on every fetch, so the visitor's calendar follows the list.
 */
export const planRoutes = new Hono<AccountEnv>()
  .get("/plan", async (c) => {
    const current = await readSession(c);
    if (!current) return apiError(c, 401, "unauthorized", "Du må logge inn først.");
    const session = new VenueSession(current.auth);
    try {
      const screenings = await watchlistScreenings(c, await c.var.venue.watchlist(session));
      if (session.changed) await renewSession(c, { id: current.id, auth: session.auth });
      return c.json({ screenings, clashes: findClashes(screenings) });
    } catch (error) {
      return venueFailure(c, error);
    }
  })
  .post("/calendar", async (c) => {
    const current = await readSession(c);
    if (!current) return apiError(c, 401, "unauthorized", "Du må logge inn først.");
    const auth = current.auth;
    const token = newCalendarToken();
    await c.var.config.PAGES.put(kvKeys.calendar(await calendarTokenHash(token)), await sealSession(c.var.sessionSecret, auth));
    const host = new URL(c.req.url).host;
    return c.json({ url: `webcal://${host}/api/account/calendar/${token}.ics` }, 201);
  })
  .get("/calendar/:file", async (c) => {
    const token = c.req.param("file").replace(/\.ics$/, "");
    if (!CALENDAR_TOKEN.test(token)) return apiError(c, 404, "not_found", "Fant ikke kalenderen.");
    const key = kvKeys.calendar(await calendarTokenHash(token));
    const sealed = await c.var.config.PAGES.get(key);
    const auth = sealed ? await openSession(c.var.sessionSecret, sealed) : undefined;
    if (!auth) return apiError(c, 404, "not_found", "Fant ikke kalenderen.");
    const session = new VenueSession(auth);
    try {
      const screenings = await watchlistScreenings(c, await c.var.venue.watchlist(session));
      if (session.changed) await c.var.config.PAGES.put(key, await sealSession(c.var.sessionSecret, session.auth));
      const origin = `https://${c.var.chrome.value.site.host}`;
      const ics = calendarFile(`Min liste – ${c.var.chrome.value.site.festivalName}`, screenings.map((s) => screeningEvent(s, origin)), Date.now());
      return c.body(ics, 200, { "Content-Type": "text/calendar; charset=utf-8" });
    } catch (error) {
      return venueFailure(c, error);
    }
  });
