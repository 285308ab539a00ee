import { env } from "cloudflare:workers";
import { kvKeys } from "../../src/kv/keys";
import { fetchPageSettled } from "./fetch-page";
import { forgetParsed } from "../../src/kv/parsed-entries";

/** Sets the site's partner list in the KV copy of the site configuration, as a publish would. */
export async function withPartners(partners: number[]): Promise<void> {
  // The site chrome is stored in the background of the first request: its context is awaited.
  await fetchPageSettled("/");
  const chrome = (await env.PAGES.get<{ site: { partners: number[] } }>(kvKeys.chrome(), "json"))!;
  chrome.site.partners = partners;
  await env.PAGES.put(kvKeys.chrome(), JSON.stringify(chrome), { metadata: { builtAt: Date.now(), version: "test" } });
  // As a second later: the isolate asks KV again instead of answering the chrome it parsed (decision 025).
  forgetParsed(env.PAGES);
}
