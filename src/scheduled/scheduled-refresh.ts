import { configuredContent } from "../config/configured-content";
import { siteNow } from "../config/clock";
import { appConfig } from "../config/env";
import { CurrentContentStore } from "../kv/current-content";
import { refreshContent } from "../kv/refresh-content";
import { pushNews } from "../push/push-news";
import { pushSettings } from "../push/push-settings";
import { describeFailure } from "../upstream/describe-failure";

/**
 * The cron trigger (wrangler.toml `[triggers]`): refreshes KV from the configured content source.
 * A failing or malformed source is logged and changes nothing, so the site keeps serving the last
 * good content (issue part 4). Then, when "Varsle meg" is on, tells subscribers what is new in
 * the current content (src/push/push-news.ts): also after a failed refresh, since a sale opens
 * by the clock as well.
 */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (_controller, env, ctx) => {
  const config = appConfig(env);
  try {
    const outcome = await refreshContent(config.PAGES, configuredContent(config), { now: Date.now() });
    if (outcome.status === "stored") console.log(`content: stored version ${outcome.version} from ${outcome.origin} (${outcome.writes} KV entries)`);
  } catch (error) {
    console.error(`content: scheduled refresh failed; serving the content KV has. ${describeFailure(error)}`);
  }
  const push = pushSettings(config);
  if (!push) return;
  try {
    const store = new CurrentContentStore(config.PAGES, configuredContent(config), { waitUntil: (work) => ctx.waitUntil(work) });
    const run = await pushNews(push, async () => (await store.load()).bundle, siteNow(config));
    if (run.queued + run.sent + run.gone > 0) console.log(`push: ${run.queued} queued, ${run.sent} sent, ${run.gone} gone${run.more ? ", more waiting" : ""}`);
  } catch (error) {
    console.error(`push: sending failed; the messages wait for the next run. ${describeFailure(error)}`);
  }
};
