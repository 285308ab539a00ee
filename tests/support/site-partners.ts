import { env } from "cloudflare:workers";
import { kvKeys } from "../../src/kv/keys";
import { fetchPageSettled } from "./fetch-page";

/** Sets the site's partner list in the KV copy of the site configuration, as a publish would. */
export async function withPartners(partners: number[]): Promise<void> {
  // The site chrome is stored in the background of the first request: its context is awaited.
  await fetchPageSettled("/");
  const chrome = (await env.PAGES.get<{ site: { partners: number[] } }>(kvKeys.chrome(), "json"))!;
  chrome.site.partners = partners;
  await env.PAGES.put(kvKeys.chrome(), JSON.stringify(chrome), { metadata: { builtAt: Date.now(), version: "test" } });
}
