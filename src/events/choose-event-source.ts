import type { ContentSource } from "../content/source";
import type { SiteConfig } from "../content/site";
import type { AppConfig } from "../config/env";
import { demoEventSource } from "./demo-events";
import type { EventSource } from "./event-source";
import { runtimeEventSource } from "./runtime-events";
import { runtimeSiteKey } from "./site-key";

/**
 * The one place that chooses where events come from: the runtime data API when RUNTIME_API_URL
 * is set, else the content source (the demo content, so a fresh checkout needs no network).
 *
 * @example chooseEventSource(c.var.config, c.var.chrome.value.site, c.var.source)
 */
export function chooseEventSource(
  config: Pick<AppConfig, "RUNTIME_API_URL" | "RUNTIME_API_TIMEOUT_MS">,
  site: SiteConfig,
  content: ContentSource,
): EventSource {
  if (!config.RUNTIME_API_URL) return demoEventSource(content);
  const upstream = { transport: { fetch: (r: Request) => fetch(r) }, baseUrl: config.RUNTIME_API_URL, timeoutMs: config.RUNTIME_API_TIMEOUT_MS };
  return runtimeEventSource(upstream, runtimeSiteKey(site.partners));
}
