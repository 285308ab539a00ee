import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { findClashes } from "../../calendar/clashes";
import { siteNow } from "../../config/clock";
import { dictionary } from "../../i18n/dictionary";
import { requestLocale } from "../../i18n/refusals";
import { planProposal } from "../../plan/plan-proposal";
import { PlanProposalBodySchema, SavePlanBodySchema } from "../../shared/plan-api";
import type { AccountEnv } from "./account-env";
import { apiError } from "../api-failure";
import { jsonBody } from "./guards";
import { listedScreenings, planScreenings } from "./listed-screenings";
import { liveScreeningStates } from "./live-screening-states";
import { readSession, visitorStub } from "./session-io";
import { venueFailure } from "./venue-failure";

/** A plan body names at most 60 films and 60 screenings twice over: 16 KiB is room with margin. */
export const MAX_PLAN_BODY_BYTES = 16 * 1024;
export const planBody = bodyLimit({ maxSize: MAX_PLAN_BODY_BYTES, onError: (c) => apiError(c, 413, "too_large", (m) => m.tooLarge) });
const unauthorized = (c: Parameters<typeof apiError>[0]) => apiError(c, 401, "unauthorized", (m) => m.loginFirst);

/**
 * Beyond the spec: the watch list as a plan. `/plan` lists the screenings of watch-listed films
 * and the pairs that overlap; `/plan/proposal` makes a clash-free plan of them around the
 * visitor's tickets ("Lag planen min", src/plan/); `PUT /plan` saves one, which the calendar links
 * (calendar-routes.ts) then carry.
 */
export const planRoutes = new Hono<AccountEnv>()
  .get("/plan", async (c) => {
    const current = await readSession(c);
    if (!current) return unauthorized(c);
    try {
      const { screenings } = await listedScreenings(c, current);
      return c.json({ screenings, clashes: findClashes(screenings) });
    } catch (error) {
      throw venueFailure(error);
    }
  })
  .post("/plan/proposal", planBody, async (c) => {
    const current = await readSession(c);
    if (!current) return unauthorized(c);
    const body = await jsonBody(c, PlanProposalBodySchema);
    try {
      const { movies, screenings, held } = await listedScreenings(c, current, () => true);
      const now = siteNow(c.var.config);
      const live = await liveScreeningStates(c, screenings, now);
      // The reasons a film did not fit, in the visitor's language, as the API's messages are (i18n/refusals.ts).
      const words = dictionary(requestLocale(c.req.header("Accept-Language"))).unplaced;
      return c.json(planProposal(live, movies, body, c.var.chrome.value.site, now, words, held));
    } catch (error) {
      throw venueFailure(error);
    }
  })
  .put("/plan", planBody, async (c) => {
    const current = await readSession(c);
    if (!current) return unauthorized(c);
    const body = await jsonBody(c, SavePlanBodySchema);
    try {
      const checked = await planScreenings(c, current, body.eventIds);
      if ("unknown" in checked) return apiError(c, 400, "unknown_screening", (m) => m.notInPlan(checked.unknown));
      const saved = { eventIds: [...new Set(body.eventIds)], savedAt: Date.now() };
      await visitorStub(c, current.auth.email).savePlan(saved);
      return c.json({ saved });
    } catch (error) {
      throw venueFailure(error);
    }
  })
  .get("/plan/saved", async (c) => {
    const current = await readSession(c);
    if (!current) return unauthorized(c);
    return c.json({ saved: await visitorStub(c, current.auth.email).plan() });
  })
  .delete("/plan", async (c) => {
    const current = await readSession(c);
    if (!current) return unauthorized(c);
    await visitorStub(c, current.auth.email).deletePlan();
    return c.body(null, 204);
  });
