import { type Context, Hono } from "hono";
import { siteNow } from "../config/clock";
import { apiError } from "./api-failure";
import { clientIp, jsonBody, limitedBody, sameOrigin, tooManyAttempts } from "./account/guards";
import { PUSH_LIMITS } from "../push/push-limits";
import { productionById } from "../push/push-message";
import { snapshotOf } from "../push/production-news";
import { isPushServiceEndpoint } from "../push/push-service-hosts";
import { pushSettings } from "../push/push-settings";
import type { PushEnv } from "./push-env";
import { seatRoutes } from "./push-seats";
import { MoveBodySchema, SubscribeBodySchema, UnsubscribeBodySchema } from "../push/push-subscription-schema";

/** No subscription with that endpoint and secret: the same answer whether the endpoint is unknown or the secret wrong. */
const notSubscribed = (c: Context) => apiError(c, 404, "not_subscribed", (m) => m.subscriptionNotFound);

/**
 * `/api/push`: "Varsle meg" without an account (docs/decisions/024). A visitor follows a film
 * from this browser; the subscription's own secret (its auth key, which only the browser and we
 * hold, compared in constant time) is what proves it is theirs when they stop, ask about or move
 * it: the endpoint alone changes nothing. POSTs must come from this site's pages.
 */
export const pushRoutes = new Hono<PushEnv>()
  .use(async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  })
  .use(sameOrigin)
  .use(limitedBody)
  // Without VAPID keys there is nothing to subscribe to: every route says so.
  .use(async (c, next) => {
    const push = pushSettings(c.var.config);
    if (!push) return apiError(c, 404, "push_off", (m) => m.pushOff);
    c.set("push", push);
    await next();
  })
  // "Si fra om det blir ledig": waiting for a seat at a sold-out screening (push-seats.ts).
  .route("/seats", seatRoutes)
  // The public half of the VAPID key, for pushManager.subscribe's applicationServerKey.
  .get("/key", (c) => c.json({ publicKey: c.var.push.vapid.publicKey }))
  .post("/subscriptions", async (c) => {
    const push = c.var.push;
    const body = await jsonBody(c, SubscribeBodySchema);
    const { productionId, subscription, topics, locale } = body;
    if (!isPushServiceEndpoint(subscription.endpoint, push.extraHosts)) return apiError(c, 400, "unknown_push_service", (m) => m.unknownPushService);
    // Counted per IP (the rate limiter's Durable Object), so nobody fills a film's cap with made-up subscriptions.
    const { limit, windowSeconds } = PUSH_LIMITS.subscribesPerIp;
    const ns = c.var.config.RATE_LIMITER;
    const counted = await ns.get(ns.idFromName(`pushSubscribe:ip:${clientIp(c)}`)).hit(limit, windowSeconds);
    if (!counted.allowed) throw tooManyAttempts(counted.retryAfterSeconds);
    const { bundle } = await c.var.source.load();
    if (!productionById(bundle, productionId)) return apiError(c, 404, "unknown_production", (m) => m.unknownFilm);
    const now = siteNow(c.var.config);
    const result = await push.store.subscribe(productionId, subscription, [...new Set(topics)], locale, snapshotOf(bundle, productionId, now), Date.now());
    if (result === "production-full") return apiError(c, 409, "production_full", (m) => m.filmNoticesFull);
    if (result === "endpoint-full") return apiError(c, 409, "endpoint_full", (m) => m.followingTooMany);
    if (result === "keys-differ") return apiError(c, 409, "keys_differ", (m) => m.subscriptionKeysDiffer);
    return c.json({ subscribed: true }, 201);
  })
  .delete("/subscriptions", async (c) => {
    const push = c.var.push;
    const body = await jsonBody(c, UnsubscribeBodySchema);
    const { productionId, endpoint, auth } = body;
    // A wrong secret and no subscription answer alike: the endpoint alone tells nobody anything.
    if (!(await push.store.unsubscribe(productionId, endpoint, auth))) return notSubscribed(c);
    return c.json({ subscribed: false, removed: true });
  })
  // Whether this browser's subscription still follows the film (the button's state on a new visit).
  .post("/subscriptions/status", async (c) => {
    const push = c.var.push;
    const body = await jsonBody(c, UnsubscribeBodySchema);
    const { productionId, endpoint, auth } = body;
    return c.json({ subscribed: await push.store.has(productionId, endpoint, auth) });
  })
  // The browser replaced its subscription (the service worker's `pushsubscriptionchange`).
  .post("/subscriptions/move", async (c) => {
    const push = c.var.push;
    const body = await jsonBody(c, MoveBodySchema);
    const { oldEndpoint, oldAuth, subscription } = body;
    if (!isPushServiceEndpoint(subscription.endpoint, push.extraHosts)) return apiError(c, 400, "unknown_push_service", (m) => m.unknownPushService);
    // Its seat waits move too (docs/decisions/045), whether or not it follows any film.
    const seats = (await push.seats?.move(oldEndpoint, oldAuth, subscription)) ?? 0;
    if (seats === "keys-differ") return apiError(c, 403, "not_holder", (m) => m.subscriptionOtherBrowser);
    const result = await push.store.move(oldEndpoint, oldAuth, subscription);
    if (result === "not-held") return seats > 0 ? c.json({ moved: 0, seats }) : notSubscribed(c);
    if (result === "keys-differ") return apiError(c, 403, "not_holder", (m) => m.subscriptionOtherBrowser);
    if (result === "endpoint-full") return apiError(c, 409, "endpoint_full", (m) => m.followingTooMany);
    return c.json({ ...result, seats });
  });
