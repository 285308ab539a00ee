import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../src/worker";
import { decodeEntities } from "../support/fetch-page";

/** GET /search?q=… from the real worker as a browser would, its background work (KV writes) awaited. */
export async function searchPage(q?: string): Promise<{ response: Response; html: string }> {
  const url = new URL("http://localhost/search");
  if (q !== undefined) url.searchParams.set("q", q);
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url), env, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html };
}

/** The hits' titles as text, best first. */
export function hitTitles(html: string): string[] {
  return [...html.matchAll(/<h3 class="search-hit-title">([\s\S]*?)<\/h3>/g)].map((m) => decodeEntities((m[1] ?? "").replace(/<[^>]+>/g, "")));
}

/** What each hit is ("Side", "Film", "Arrangement", "Nyhet", "Artikkel"), best first. */
export function hitKinds(html: string): string[] {
  return [...html.matchAll(/<span class="search-hit-kind">([^<]*)<\/span>/g)].map((m) => m[1] ?? "");
}
