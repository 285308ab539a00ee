import { apiContentSource } from "../content-apis/api-content-source";
import { IdentityTokens } from "../content-apis/identity-token";
import { ManagementApi, STABLE, type Stable } from "../content-apis/management-api";
import { PlatformApi } from "../content-apis/platform-api";
import { bundledBuild, bundledSource } from "../content/bundled-source";
import type { ContentSource } from "../content/source";
import type { AppConfig } from "./env";
import type { ConfiguredContent, CurrentMeta } from "../kv/current-content";
import type { Transport } from "../upstream/request";

/**
 * The deployed demo content. It fills KV while nobody has published: when KV is empty, and after a
 * deploy with newer demo content, as long as what KV holds is itself demo content. Once someone has
 * run `content:publish`, a deploy no longer changes the content (docs/decisions/010).
 */
const bundled: ConfiguredContent = {
  origin: "bundled",
  polled: false,
  replaces(current: CurrentMeta | undefined): boolean {
    if (!current) return true;
    const build = bundledBuild();
    return current.origin === "bundled" && current.version !== build.version && build.builtAt > current.publishedAt;
  },
  async load() {
    const content = await bundledSource.load();
    return { ...content, publishedAt: bundledBuild().builtAt, origin: "bundled" };
  },
};

/** A secret the API source needs, or an error that says how to set it. */
function secret(config: AppConfig, name: "IDENTITY_CLIENT_SECRET" | "PLATFORM_API_PASSWORD"): string {
  const value = config[name];
  if (!value) throw new Error(`${name} is not set: npx wrangler secret put ${name} --env ${config.ENVIRONMENT}`);
  return value;
}

/**
 * The festival's management and platform APIs (docs/content-apis.md), reached with the request
 * helper: the published content, or with `stable` 0 the editors' drafts (a preview link's).
 */
export function apiSource(config: AppConfig, stable: Stable = STABLE.published): ContentSource {
  const transport: Transport = { fetch: (request) => fetch(request) };
  const upstream = (baseUrl: string) => ({ transport, baseUrl, timeoutMs: config.CONTENT_API_TIMEOUT_MS });
  return {
    name: "apis",
    load() {
      const tokens = new IdentityTokens(config.PAGES, upstream(config.IDENTITY_TOKEN_URL), {
        clientId: config.IDENTITY_CLIENT_ID,
        clientSecret: secret(config, "IDENTITY_CLIENT_SECRET"),
        scope: config.IDENTITY_SCOPE || undefined,
      });
      const management = new ManagementApi(upstream(config.MANAGEMENT_API_URL), config.CONTENT_SITE_ID, tokens, stable);
      const platform = new PlatformApi(upstream(config.PLATFORM_API_URL), config.CONTENT_SITE_ID, {
        user: config.PLATFORM_API_USER,
        password: secret(config, "PLATFORM_API_PASSWORD"),
      });
      return apiContentSource(management, platform).load();
    },
  };
}

/**
 * The content source CONTENT_SOURCE names, as the KV layer uses it: the one place that chooses.
 * The APIs fill an empty KV and are asked again by every scheduled refresh; otherwise pages come
 * from the content KV holds, so an API outage never reaches a visitor.
 *
 * @example new CurrentContentStore(config.PAGES, configuredContent(config), { waitUntil })
 */
export function configuredContent(config: AppConfig): ConfiguredContent {
  if (config.CONTENT_SOURCE === "bundled") return bundled;
  const source = apiSource(config);
  return {
    origin: "apis",
    polled: true,
    replaces: (current) => current === undefined,
    async load(now) {
      return { ...(await source.load()), publishedAt: now, origin: "apis" };
    },
  };
}
