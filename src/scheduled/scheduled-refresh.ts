import { configuredContent } from "../config/configured-content";
import { prerenderNext } from "../edge/prerender";
import type { Dispatch } from "../middleware/edge-cache";
import { appConfig } from "../config/env";
import { refreshContent } from "../kv/refresh-content";
import { describeFailure } from "../upstream/describe-failure";

/**
 * The cron trigger (wrangler.toml `[triggers]`): refreshes KV from the configured content source.
 * A failing or malformed source is logged and changes nothing, so the site keeps serving the last
 * good content (issue part 4). A run that stored nothing new then renders the next few pages of
 * the current version before visitors ask (edge/prerender.ts); a run that stored a new version
 * has spent its CPU on that, and the next run starts its pages. `dispatch` renders through the app.
 */
export function scheduledRefresh(dispatch: Dispatch): ExportedHandlerScheduledHandler<Env> {
  return async (_controller, env, ctx) => {
    const config = appConfig(env);
    try {
      const outcome = await refreshContent(config.PAGES, configuredContent(config), { now: Date.now() });
      if (outcome.status === "stored") {
        console.log(`content: stored version ${outcome.version} from ${outcome.origin} (${outcome.writes} KV entries)`);
        return;
      }
    } catch (error) {
      console.error(`content: scheduled refresh failed; serving the content KV has. ${describeFailure(error)}`);
      return;
    }
    try {
      await prerenderNext(env, ctx, dispatch);
    } catch (error) {
      console.error("prerender: the cron run's pages were not rendered; their first visitors render them", error);
    }
  };
}
