import { Hono } from "hono";
import type { AccountEnv } from "./account/account-env";
import { authRoutes } from "./account/auth-routes";
import { calendarRoutes } from "./account/calendar-routes";
import { dataRoutes } from "./account/data-routes";
import { planRoutes } from "./account/plan-routes";
import { shareRoutes } from "./account/share-routes";
import { sameOrigin } from "./account/guards";
import { venueContext } from "./account/venue-context";
import { voteRoutes } from "./account/vote-routes";

/**
 * `/api/account/*`: the edge proxy to the venue (docs/architecture.md "The account proxy"). Personal answers
 * are never stored by any cache; POSTs must come from this site; the venue is chosen per request.
 */
export const accountRoutes = new Hono<AccountEnv>()
  .use(async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  })
  .use(sameOrigin)
  .use(venueContext)
  .route("/", authRoutes)
  .route("/", dataRoutes)
  .route("/", planRoutes)
  .route("/", calendarRoutes)
  .route("/", shareRoutes)
  .route("/", voteRoutes);
