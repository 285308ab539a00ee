import { configuredContent } from "../config/configured-content";
import { appConfig } from "../config/env";
import { refreshContent } from "../kv/refresh-content";
import { describeFailure } from "../upstream/describe-failure";

/**
 * The cron trigger (wrangler.toml `[triggers]`): refreshes KV from the configured content source.
 * A failing or malformed source is logged and changes nothing, so the site keeps serving the last
 * good content (issue part 4).
 */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (_controller, env) => {
  const config = appConfig(env);
  try {
    const outcome = await refreshContent(config.PAGES, configuredContent(config), { now: Date.now() });
    if (outcome.status === "stored") console.log(`content: stored version ${outcome.version} from ${outcome.origin} (${outcome.writes} KV entries)`);
  } catch (error) {
    console.error(`content: scheduled refresh failed; serving the content KV has. ${describeFailure(error)}`);
  }
};
