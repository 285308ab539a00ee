import type { Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../../config/app-env";
import { SitePath } from "../../content/locale";
import { PUSH_LIMITS } from "../../push/push-limits";
import { pushPayload } from "../../push/push-message";
import { pushSettings } from "../../push/push-settings";
import { postPush } from "../../push/send-push";
import { productionPath } from "../../shared/site-paths";
import { apiError, forOperators } from "../api-failure";

const Body = v.object({ path: v.pipe(SitePath, v.maxLength(2048)) });

/** The push service has a moment: this is a person waiting at a terminal, not the cron. */
const TIMEOUT_MS = 5_000;

/**
 * `POST /api/admin/push/test` `{ "path": "/makeoya-DXM10302" }`: sends a test notification now to
 * the film's newest subscriptions (at most PUSH_LIMITS.testSends), past the outbox, and answers
 * what each push service said, so an operator, or a developer with a browser subscribed to the
 * local site, sees "Varsle meg" work end to end (README "Varsle meg"). Nothing is stored or
 * forgotten: a 410 here is only reported. 404 `push_off` without VAPID keys, 404 for a path that
 * is no film page.
 *
 *   curl -X POST -H "Authorization: Bearer $ADMIN_TOKEN" -d '{"path":"/makeoya-DXM10302"}' http://localhost:8787/api/admin/push/test
 */
export async function pushTest(c: Context<AppEnv>): Promise<Response> {
  const push = pushSettings(c.var.config);
  if (!push) return apiError(c, 404, "push_off", forOperators("Push is off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set."));
  const body = v.safeParse(Body, await c.req.json().catch(() => undefined));
  if (!body.success) return apiError(c, 400, "bad_request", forOperators('The body must be JSON: {"path": "/a-film-page"}.'));
  const { bundle } = await c.var.source.load();
  const production = bundle.productions.find((p) => p.object === "movie" && productionPath(p) === body.output.path);
  if (!production) return apiError(c, 404, "not_found", forOperators(`No film page at ${body.output.path}.`));
  const payloads = {
    nb: JSON.stringify(pushPayload(production, { kind: "test", events: [] }, "nb")),
    en: JSON.stringify(pushPayload(production, { kind: "test", events: [] }, "en")),
  };
  const subscribers = await push.store.newestOf(production.id, PUSH_LIMITS.testSends);
  const answers = await Promise.all(
    subscribers.map(async (s) => ({
      service: new URL(s.endpoint).host,
      status: await postPush({ ...s, payload: payloads[s.locale] }, push.vapid, TIMEOUT_MS),
    })),
  );
  return c.json({ film: production.title, productionId: production.id, answers });
}
