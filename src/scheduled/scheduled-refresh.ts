import { siteNow } from "../config/clock";
import { configuredContent } from "../config/configured-content";
import { appConfig, type AppConfig } from "../config/env";
import { prerenderNext } from "../edge/prerender";
import { recordProgramme } from "../calendar/record-programme";
import type { ChangesRecord } from "../calendar/schedule-changes";
import { CurrentContentStore, forgetCurrentContent, readCurrentMeta } from "../kv/current-content";
import { recordLastmodLedger } from "../kv/lastmod-ledger-store";
import { refreshContent } from "../kv/refresh-content";
import { keptSetWrite } from "../edge/kept-set";
import type { Dispatch } from "../config/app-env";
import { pushNews } from "../push/push-news";
import { PUSH_LIMITS } from "../push/push-limits";
import { pushSettings } from "../push/push-settings";
import { sendSeatNews } from "./seat-news-run";
import { describeFailure } from "../upstream/describe-failure";

/**
 * The cron trigger (wrangler.toml `[triggers]`): refreshes KV from the configured content source.
 * A failing or malformed source is logged and changes nothing, so the site keeps serving the last
 * good content. Then, when "Varsle meg" is on, tells visitors waiting for a seat at a sold-out screening
 * that seats came free (seat-news-run.ts, docs/decisions/045), and subscribers what is new in the
 * current content (src/push/push-news.ts): also after a failed refresh, since a sale opens by the
 * clock as well. Between the two it records a content version it has not recorded yet in the
 * schedule's ledger and changes (docs/decisions/034), whoever stored it: this run, a purge, or
 * `content:publish`, which writes KV from outside; and it stores the sitemap's lastmod ledger of a
 * version stored without one (docs/decisions/037). A run that stored nothing new then renders the next few pages of the current
 * version before visitors ask (edge/prerender.ts); a run that stored a new version has spent its
 * CPU on that, and the next run starts its pages. `dispatch` renders through the app.
 */
export function scheduledRefresh(dispatch: Dispatch): ExportedHandlerScheduledHandler<Env> {
  return async (_controller, env, ctx) => {
    const config = appConfig(env);
    const stored = await refresh(config);
    const content = new CurrentContentStore(config.PAGES, configuredContent(config), { waitUntil: (work) => ctx.waitUntil(work) });
    const changes = await recordChanges(config, content);
    await recordLastmods(config, content);
    await sendPushNews(config, content, changes);
    if (stored) return;
    try {
      await prerenderNext(env, ctx, dispatch);
    } catch (error) {
      console.error("prerender: the cron run's pages were not rendered; their first visitors render them", error);
    }
  };
}

/** Whether the run stored a new content version. */
async function refresh(config: AppConfig): Promise<boolean> {
  try {
    const outcome = await refreshContent(config.PAGES, configuredContent(config), { now: Date.now(), more: [keptSetWrite] });
    if (outcome.status !== "stored") return false;
    console.log(`content: stored version ${outcome.version} from ${outcome.origin} (${outcome.writes} KV entries)`);
    return true;
  } catch (error) {
    console.error(`content: scheduled refresh failed; serving the content KV has. ${describeFailure(error)}`);
    return false;
  }
}

/** The schedule's changes, with the current content version recorded; undefined when that failed (logged: the next run tries again). */
async function recordChanges(config: AppConfig, content: CurrentContentStore): Promise<ChangesRecord | undefined> {
  try {
    const meta = await readCurrentMeta(config.PAGES);
    if (!meta) return undefined;
    return await recordProgramme(
      config.PAGES,
      meta.version,
      async () => {
        let current = await content.load();
        // This isolate may have parsed the content a moment before `content:publish` replaced it.
        if (current.version !== meta.version) {
          forgetCurrentContent(config.PAGES);
          current = await content.load();
        }
        return { version: current.version, events: current.bundle.events };
      },
      siteNow(config),
    );
  } catch (error) {
    console.error(`calendar: the programme's changes were not recorded; the next run tries again. ${describeFailure(error)}`);
    return undefined;
  }
}

/**
 * The lastmod ledger of the current content version, stored when KV has none for it. Quiet when it
 * works, as the programme's record is (a refresh that fails logs exactly one line of its own); a
 * failure is logged and tried next run.
 */
async function recordLastmods(config: AppConfig, content: CurrentContentStore): Promise<void> {
  try {
    const meta = await readCurrentMeta(config.PAGES);
    if (meta) await recordLastmodLedger(config.PAGES, meta, () => content.load());
  } catch (error) {
    console.error(`sitemap: the lastmod ledger was not stored; the next run tries again. ${describeFailure(error)}`);
  }
}

async function sendPushNews(config: AppConfig, store: CurrentContentStore, changes: ChangesRecord | undefined): Promise<void> {
  const push = pushSettings(config);
  if (!push) return;
  // Seats first: a screening that has seats again may sell out within minutes (seat-news-run.ts).
  const seatSends = await sendSeatNews(config, push, store);
  try {
    const run = await pushNews(push, async () => (await store.load()).bundle, siteNow(config), changes, PUSH_LIMITS.sendsPerRun - seatSends);
    if (run.queued + run.sent + run.gone > 0) console.log(`push: ${run.queued} queued, ${run.sent} sent, ${run.gone} gone${run.more ? ", more waiting" : ""}`);
  } catch (error) {
    console.error(`push: sending failed; the messages wait for the next run. ${describeFailure(error)}`);
  }
}
