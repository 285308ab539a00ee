import type { ContentSource } from "../content/source";
import type { SiteConfig } from "../content/site";
import type { AppConfig } from "../config/env";
import { demoEventSource } from "./demo-events";
import type { EventSource } from "./event-source";
import { runtimeEventSource } from "./runtime-events";
import { runtimeSiteKey } from "./site-key";

/** The sandbox venue's host name in the local configuration (wrangler.toml VENUE_118_URL). */
const SANDBOX_HOST = "venue.sandbox";

/**
 * The one place that chooses where events come from: the runtime data API when RUNTIME_API_URL
 * is set (the sandbox venue's copy of it when that names venue.sandbox), else the content source (the demo content, so a fresh checkout needs no network).
 *
 * @example chooseEventSource(c.var.config, c.var.chrome.value.site, c.var.source)
 */
export function chooseEventSource(
  config: Pick<AppConfig, "RUNTIME_API_URL" | "RUNTIME_API_TIMEOUT_MS" | "VENUE_SANDBOX">,
  site: SiteConfig,
  content: ContentSource,
): EventSource {
  if (!config.RUNTIME_API_URL) return demoEventSource(content);
  // Locally (`npm start`) the sandbox venue plays the runtime API at https://venue.sandbox/runtime/, reached
  // through its service binding as the venue calls are (sandbox/venue/README.md).
  const sandbox = config.VENUE_SANDBOX && new URL(config.RUNTIME_API_URL).hostname === SANDBOX_HOST ? config.VENUE_SANDBOX : undefined;
  const upstream = { transport: sandbox ?? { fetch: (r: Request) => fetch(r) }, baseUrl: config.RUNTIME_API_URL, timeoutMs: config.RUNTIME_API_TIMEOUT_MS };
  return runtimeEventSource(upstream, runtimeSiteKey(site.partners));
}
