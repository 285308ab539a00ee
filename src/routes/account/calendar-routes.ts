import { Hono } from "hono";
import { calendarFile } from "../../calendar/ics";
import { siteNow } from "../../config/clock";
import { scheduleSequences } from "../../calendar/schedule-sequences";
import { screeningEvent } from "../../calendar/screening-event";
import { kvKeys } from "../../kv/keys";
import { LIMITS } from "../../rate-limit/limits";
import { CALENDAR_LINK_ID, CalendarTargetSchema, MAX_CALENDAR_LINKS, calendarLinkId } from "../../session/calendar-links";
import { openSealed, seal } from "../../session/sealed-auth";
import { VenueSession } from "../../venue/venue-client";
import type { AccountEnv } from "./account-env";
import { apiError } from "../api-failure";
import { URL_TOKEN, newUrlToken, urlTokenHash } from "../../session/url-token";
import { tooManyAttempts } from "./guards";
import { savedPlanScreenings } from "./saved-plan-screenings";
import { readSession, renewSession, sessionStub, visitorStub } from "./session-io";
import { venueFailure } from "./venue-failure";
import { visitorWatchlist } from "./visitor-watchlist";
import { watchlistScreenings } from "./watchlist-screenings";

const notFound = (c: Parameters<typeof apiError>[0]) => apiError(c, 404, "not_found", (m) => m.calendarNotFound);

/**
 * Private webcal links whose .ics is rebuilt from the watch list on every fetch (or from the
 * saved plan's screenings, when the visitor saved one: "Legg planen i kalenderen"). Each reads
 * through the session that made it and ends with it (logout, "Logg ut overalt", the 30 days);
 * Min side lists them and deletes one ("Slett"). A deleted link answers 404, an ended one 410.
 */
export const calendarRoutes = new Hono<AccountEnv>()
  .post("/calendar", async (c) => {
    const session = await readSession(c);
    if (!session) return apiError(c, 401, "unauthorized", (m) => m.loginFirst);
    const rule = LIMITS.calendarLink.visitor;
    const limiter = c.var.config.RATE_LIMITER;
    const hit = await limiter.get(limiter.idFromName(`calendar:${session.auth.email.toLowerCase()}`)).hit(rule.limit, rule.windowSeconds);
    if (!hit.allowed) throw tooManyAttempts(hit.retryAfterSeconds);
    const token = newUrlToken();
    const hash = await urlTokenHash(token);
    const link = { id: calendarLinkId(hash), hash, sessionId: session.id, createdAt: Date.now(), expiresAt: session.expiresAt };
    if (!(await visitorStub(c, session.auth.email).addCalendar(link, MAX_CALENDAR_LINKS, link.createdAt))) {
      return apiError(c, 409, "too_many_links", (m) => m.tooManyCalendars(MAX_CALENDAR_LINKS));
    }
    const target = { visitor: session.auth.email, sessionId: session.id, id: link.id };
    await c.var.config.PAGES.put(kvKeys.calendar(hash), await seal(c.var.sessionSecret, target, link.expiresAt), {
      expiration: Math.ceil(link.expiresAt / 1000),
    });
    const host = new URL(c.req.url).host;
    return c.json({ id: link.id, url: `webcal://${host}/api/account/calendar/${token}.ics`, createdAt: link.createdAt, expiresAt: link.expiresAt }, 201);
  })
  .get("/calendar", async (c) => {
    const session = await readSession(c);
    if (!session) return apiError(c, 401, "unauthorized", (m) => m.loginFirst);
    const links = await visitorStub(c, session.auth.email).calendars(Date.now());
    return c.json({ links: links.map(({ id, createdAt, expiresAt }) => ({ id, createdAt, expiresAt })) });
  })
  .delete("/calendar/:id", async (c) => {
    const session = await readSession(c);
    if (!session) return apiError(c, 401, "unauthorized", (m) => m.loginFirst);
    const id = c.req.param("id");
    const removed = CALENDAR_LINK_ID.test(id) ? await visitorStub(c, session.auth.email).removeCalendar(id) : undefined;
    if (!removed) return notFound(c);
    await c.var.config.PAGES.delete(kvKeys.calendar(removed.hash));
    return c.body(null, 204);
  })
  .get("/calendar/:file", async (c) => {
    const token = c.req.param("file").replace(/\.ics$/, "");
    if (!URL_TOKEN.test(token)) return notFound(c);
    const key = kvKeys.calendar(await urlTokenHash(token));
    const sealed = await c.var.config.PAGES.get(key);
    const target = sealed ? await openSealed(c.var.sessionSecret, sealed, CalendarTargetSchema) : undefined;
    // KV may lag a deletion for a minute elsewhere: the visitor's own list is the strong answer.
    if (!target || !(await visitorStub(c, target.visitor).hasCalendar(target.id))) return notFound(c);
    const record = await sessionStub(c, target.sessionId).open(Date.now());
    if (!record) return apiError(c, 410, "gone", (m) => m.calendarGone);
    const venue = new VenueSession(record.auth);
    try {
      const listed = await watchlistScreenings(c, await visitorWatchlist(c, venue));
      // A saved plan narrows the feed to its screenings of films on the list and of tickets held.
      const plan = await visitorStub(c, target.visitor).plan();
      const screenings = plan ? await savedPlanScreenings(c, venue, listed, plan.eventIds) : listed;
      if (venue.changed) await renewSession(c, { id: target.sessionId, auth: venue.auth, expiresAt: record.expiresAt });
      const { host, festivalName } = c.var.chrome.value.site;
      const sequences = await scheduleSequences(c.var.config.PAGES, screenings, siteNow(c.var.config));
      const events = screenings.map((s) => screeningEvent(s, host, sequences.get(s.id) ?? 0));
      const ics = calendarFile(`Min liste – ${festivalName}`, events, Date.now(), { subscription: true });
      return c.body(ics, 200, { "Content-Type": "text/calendar; charset=utf-8" });
    } catch (error) {
      throw venueFailure(error);
    }
  });
