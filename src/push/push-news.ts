import type { ChangesRecord } from "../calendar/schedule-changes";
import type { ContentBundle } from "../content/bundle";
import { queueChangeNotices } from "./change-notices";
import { productionById, pushPayload } from "./push-message";
import { productionNews } from "./production-news";
import { PUSH_LIMITS } from "./push-limits";
import type { PushSettings } from "./push-settings";
import { sendPush } from "./send-push";

/** What one run did; `more`: messages are still waiting for the next run. */
export type PushRun = { queued: number; sent: number; gone: number; more: boolean };

/** A push service that does not answer in this time is tried again next run. */
const SEND_TIMEOUT_MS = 5_000;

/**
 * One cron run of "Varsle meg" (docs/decisions/024): compares the content with what each
 * watched production's subscribers were told, queues the news (new screenings; sale opened),
 * and the schedule's changes (moved or cancelled screenings, `changes`: docs/decisions/034), then
 * sends at most `sends` waiting messages (PUSH_LIMITS.sendsPerRun, less what seat messages took:
 * seat-news.ts); the rest wait for the next run.
 * Subscriptions the push service says are gone are forgotten.
 *
 * @example await pushNews(push, async () => (await store.load()).bundle, siteNow(config))
 */
export async function pushNews(
  push: PushSettings,
  loadBundle: () => Promise<ContentBundle>,
  now: number,
  changes?: ChangesRecord,
  sends: number = PUSH_LIMITS.sendsPerRun,
): Promise<PushRun> {
  let queued = 0;
  const watched = await push.store.watched();
  // The content is read only when someone is subscribed: most minutes of the year nobody is.
  const bundle = watched.length > 0 ? await loadBundle() : undefined;
  for (const { productionId, snapshot } of watched) {
    if (!bundle) break;
    const production = productionById(bundle, productionId);
    if (!production) continue;
    const news = productionNews(bundle, productionId, snapshot, now);
    if (!news.changed) continue;
    const kinds = [
      { kind: "screenings" as const, events: news.newScreenings },
      { kind: "sale" as const, events: news.saleOpened },
    ].filter((k) => k.events.length > 0);
    if (kinds.length === 0) await push.store.remember(productionId, news.snapshot);
    for (const k of kinds) {
      const payloads = { nb: JSON.stringify(pushPayload(production, k, "nb")), en: JSON.stringify(pushPayload(production, k, "en")) };
      queued += await push.store.enqueue(productionId, k.kind === "screenings" ? "screenings" : "sale", payloads, news.snapshot);
    }
  }
  if (bundle && changes) queued += await queueChangeNotices(push, bundle, new Set(watched.map((w) => w.productionId)), changes);
  const batch = sends > 0 ? await push.store.take(sends) : [];
  const outcomes = await Promise.all(batch.map(async (item) => ({ item, outcome: await sendPush(item, push.vapid, SEND_TIMEOUT_MS) })));
  const gone = [...new Set(outcomes.filter((o) => o.outcome === "gone").map((o) => o.item.endpoint))];
  for (const endpoint of gone) await push.store.forgetEndpoint(endpoint);
  await push.store.settle(
    outcomes.filter((o) => o.outcome !== "retry").map((o) => o.item.id),
    outcomes.filter((o) => o.outcome === "retry").map((o) => o.item.id),
  );
  const more = (await push.store.take(1)).length > 0;
  return { queued, sent: outcomes.filter((o) => o.outcome === "sent").length, gone: gone.length, more };
}
