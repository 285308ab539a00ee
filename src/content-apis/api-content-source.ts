import type { ContentBundle } from "../content/bundle";
import { sanitizeBundle } from "../content/sanitize-bundle";
import type { ContentSource, LoadedContent } from "../content/source";
import type { ManagementApi } from "./management-api";
import type { PlatformApi } from "./platform-api";

/**
 * The version of API content: the first 12 hex digits of the SHA-256 of the bundle's JSON, as for
 * the bundled content (scripts/bundle-content.mjs), so unchanged answers mean an unchanged version
 * and the scheduled refresh writes nothing.
 *
 * @example await contentVersion(bundle) // "ed94c6db6c1f"
 */
export async function contentVersion(bundle: ContentBundle): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(bundle)));
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 12);
}

/**
 * The festival's APIs as one content source (docs/content-apis.md): the site configuration and
 * events from the platform data API, theme, redirects, pages and productions ("block data") and
 * articles from the management API. All four calls must succeed and parse; otherwise load() throws
 * and whoever called it keeps the last good content.
 *
 * @example await apiContentSource(management, platform).load()
 */
export function apiContentSource(management: ManagementApi, platform: PlatformApi): ContentSource {
  return {
    name: "apis",
    async load(): Promise<LoadedContent> {
      const [site, events, blockData, articles] = await Promise.all([platform.site(), platform.events(), management.blockData(), management.articles()]);
      // The key order of content/ bundles, so the version depends on the content only.
      const { theme, redirects, pages, productions } = blockData;
      const bundle: ContentBundle = { site, theme, redirects, pages, articles, productions, events };
      return { version: await contentVersion(bundle), bundle: await sanitizeBundle(bundle) };
    },
  };
}
