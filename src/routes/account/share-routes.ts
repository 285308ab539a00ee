import { type Context, Hono } from "hono";
import { kvKeys } from "../../kv/keys";
import { LIMITS } from "../../rate-limit/limits";
import { MAX_SHARES, REVOKED_NOTICE_SECONDS, SHARE_ID, SHARE_LIFETIME_MS, type ShareRecord, shareId } from "../../session/plan-shares";
import { newUrlToken, urlTokenHash } from "../../session/url-token";
import { SHARE_PATH, type ShareBody, ShareBodySchema, type ShareEntry } from "../../shared/share-api";
import type { AccountEnv } from "./account-env";
import { apiError } from "../api-failure";
import { jsonBody, tooManyAttempts } from "./guards";
import { listedScreenings, planScreenings } from "./listed-screenings";
import { planBody } from "./plan-routes";
import { type Session, readSession, visitorStub } from "./session-io";
import { venueFailure } from "./venue-failure";

const unauthorized = (c: Parameters<typeof apiError>[0]) => apiError(c, 401, "unauthorized", (m) => m.loginFirst);

const entryOf = (c: Context, s: ShareRecord): ShareEntry => ({
  id: s.id,
  url: `${new URL(c.req.url).origin}${SHARE_PATH}/${s.token}`,
  name: s.name,
  kind: s.kind,
  films: s.films.length,
  createdAt: s.createdAt,
});

/** The films and screenings a share copies: the watch list's films, or the plan's screenings and their films. */
async function sharedContent(
  c: Context<AccountEnv>,
  current: Session,
  body: ShareBody,
): Promise<{ films: string[]; eventIds: string[] } | { unknown: string }> {
  if (body.kind === "list") {
    const { screenings } = await listedScreenings(c, current);
    return { films: [...new Set(screenings.map((s) => s.production.id))], eventIds: [] };
  }
  const checked = await planScreenings(c, current, body.eventIds);
  if ("unknown" in checked) return checked;
  return { films: [...new Set(checked.events.map((e) => e.production.id))], eventIds: checked.events.map((e) => e.id) };
}

/**
 * "Planlegg med venner" (docs/decisions/046): the visitor shares their watch list or the plan on
 * screen as a link (`/venner/<token>`) under a name they choose. `POST /shares` makes one (at
 * most MAX_SHARES live, LIMITS.share new ones an hour), `GET /shares` lists them with their links
 * for Min side, `DELETE /shares/:id` revokes one: its page then answers 410 for a month (KV marks
 * it revoked; the visitor's object no longer holds it, which is the strong answer), then 404.
 */
export const shareRoutes = new Hono<AccountEnv>()
  .post("/shares", planBody, async (c) => {
    const current = await readSession(c);
    if (!current) return unauthorized(c);
    const body = await jsonBody(c, ShareBodySchema);
    const email = current.auth.email.trim().toLowerCase();
    const rule = LIMITS.share.visitor;
    const limiter = c.var.config.RATE_LIMITER;
    const hit = await limiter.get(limiter.idFromName(`share:${email}`)).hit(rule.limit, rule.windowSeconds);
    if (!hit.allowed) throw tooManyAttempts(hit.retryAfterSeconds);
    let content: Awaited<ReturnType<typeof sharedContent>>;
    try {
      content = await sharedContent(c, current, body);
    } catch (error) {
      throw venueFailure(error);
    }
    if ("unknown" in content) return apiError(c, 400, "unknown_screening", (m) => m.notInPlan(content.unknown));
    if (content.films.length === 0) return apiError(c, 409, "nothing_to_share", (m) => m.nothingToShare);
    const token = newUrlToken();
    const hash = await urlTokenHash(token);
    const now = Date.now();
    const record: ShareRecord = {
      id: shareId(hash),
      token,
      hash,
      name: body.name,
      kind: body.kind,
      films: content.films,
      mustSee: [...new Set(body.mustSee ?? [])].filter((id) => content.films.includes(id)),
      eventIds: content.eventIds,
      createdAt: now,
      expiresAt: now + SHARE_LIFETIME_MS,
    };
    if (!(await visitorStub(c, email).addShare(record, MAX_SHARES, now))) return apiError(c, 409, "too_many_shares", (m) => m.tooManyShares(MAX_SHARES));
    const owner = c.var.config.VISITORS.idFromName(email).toString();
    await c.var.config.PAGES.put(kvKeys.share(hash), JSON.stringify({ owner, id: record.id }), { expiration: Math.ceil(record.expiresAt / 1000) });
    return c.json(entryOf(c, record), 201);
  })
  .get("/shares", async (c) => {
    const current = await readSession(c);
    if (!current) return unauthorized(c);
    const shares = await visitorStub(c, current.auth.email).shares(Date.now());
    return c.json({ shares: shares.map((s) => entryOf(c, s)) });
  })
  .delete("/shares/:id", async (c) => {
    const current = await readSession(c);
    if (!current) return unauthorized(c);
    const id = c.req.param("id");
    const removed = SHARE_ID.test(id) ? await visitorStub(c, current.auth.email).removeShare(id, Date.now()) : undefined;
    if (!removed) return apiError(c, 404, "not_found", (m) => m.shareNotFound);
    const owner = c.var.config.VISITORS.idFromName(current.auth.email.trim().toLowerCase()).toString();
    await c.var.config.PAGES.put(kvKeys.share(removed.hash), JSON.stringify({ owner, id: removed.id, revoked: true }), {
      expirationTtl: REVOKED_NOTICE_SECONDS,
    });
    return c.body(null, 204);
  });
