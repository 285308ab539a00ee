import { Hono } from "hono";
import { siteNow } from "../config/clock";
import { screeningStatus } from "../content/screening-status";
import { chooseEventSource } from "../events/choose-event-source";
import { isPushServiceEndpoint } from "../push/push-service-hosts";
import { SEAT_LIMITS } from "../push/seat-limits";
import { WatchBodySchema, WatchProofSchema } from "../push/seat-watch-schema";
import { clientIp, jsonBody, tooManyAttempts } from "./account/guards";
import { apiError } from "./api-failure";
import type { PushEnv } from "./push-env";

/**
 * `/api/push/seats`: "Si fra om det blir ledig" (docs/decisions/045), under /api/push's guards
 * (same Origin, bounded body, push on). A browser waits for a seat at a sold-out screening with its
 * push subscription, no account; its secret proves the wait is its own when it stops or asks.
 * Only a screening of the content that the runtime events API says is sold out, and that has not
 * started, takes a wait: nobody can make us poll for made-up ids.
 */
export const seatRoutes = new Hono<PushEnv>()
  .use(async (c, next) => {
    if (!c.var.push.seats) return apiError(c, 404, "push_off", (m) => m.pushOff);
    await next();
  })
  .post("/", async (c) => {
    const seats = c.var.push.seats;
    const { eventId, subscription, locale } = await jsonBody(c, WatchBodySchema);
    if (!seats) return apiError(c, 404, "push_off", (m) => m.pushOff);
    if (!isPushServiceEndpoint(subscription.endpoint, c.var.push.extraHosts)) return apiError(c, 400, "unknown_push_service", (m) => m.unknownPushService);
    const { limit, windowSeconds } = SEAT_LIMITS.watchesPerIp;
    const ns = c.var.config.RATE_LIMITER;
    const counted = await ns.get(ns.idFromName(`seatWatch:ip:${clientIp(c)}`)).hit(limit, windowSeconds);
    if (!counted.allowed) throw tooManyAttempts(counted.retryAfterSeconds);
    // The content's screening first (a made-up id costs no upstream call), then its live state.
    const { bundle } = await c.var.source.load();
    if (!bundle.events.some((e) => e.id === eventId)) return apiError(c, 404, "unknown_screening", (m) => m.screeningNotFound);
    const live = (await chooseEventSource(c.var.config, c.var.chrome.value.site, c.var.source).load([eventId])).events[0];
    if (!live) return apiError(c, 404, "unknown_screening", (m) => m.screeningNotFound);
    const status = screeningStatus(live, siteNow(c.var.config));
    if (status === "on-sale") return apiError(c, 409, "not_sold_out", (m) => m.seatNotSoldOut);
    if (status !== "sold-out") return apiError(c, 409, "screening_over", (m) => m.seatScreeningOver);
    const result = await seats.watch(eventId, Date.parse(live.startsAt), subscription, locale);
    if (result === "screening-full" || result === "list-full") return apiError(c, 409, "waiting_list_full", (m) => m.seatListFull);
    if (result === "endpoint-full") return apiError(c, 409, "endpoint_full", (m) => m.seatWaitingTooMany);
    if (result === "keys-differ") return apiError(c, 409, "keys_differ", (m) => m.subscriptionKeysDiffer);
    return c.json({ waiting: true }, 201);
  })
  .delete("/", async (c) => {
    const { eventId, endpoint, auth } = await jsonBody(c, WatchProofSchema);
    // A wrong secret and no wait answer alike: the endpoint alone tells nobody anything.
    if (!(await c.var.push.seats?.unwatch(eventId, endpoint, auth))) return apiError(c, 404, "not_waiting", (m) => m.seatNotWaiting);
    return c.json({ waiting: false });
  })
  .post("/status", async (c) => {
    const { eventId, endpoint, auth } = await jsonBody(c, WatchProofSchema);
    return c.json({ waiting: (await c.var.push.seats?.has(eventId, endpoint, auth)) === true });
  });
