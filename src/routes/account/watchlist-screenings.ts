import type { Context } from "hono";
import type { FestivalEvent } from "../../content/event";
import type { Movie } from "../../shared/account-api";
import type { AccountEnv } from "./account-env";

/**
 * The screenings of the films on a watch list, from the site's own programme: a venue film is
 * matched to its film page by the ediNumber in the page's slug (`/{film-slug}-DXM{ediNumber}`).
 */
export async function watchlistScreenings(c: Context<AccountEnv>, movies: readonly Movie[]): Promise<FestivalEvent[]> {
  const films = c.var.chrome.value.routes.films;
  const slugs = movies.flatMap((m) => m.edis).flatMap((edi) => films.filter((slug) => slug.endsWith(`-DXM${edi}`)));
  const pages = await Promise.all([...new Set(slugs)].map((slug) => c.var.store.pageData({ kind: "production", slug })));
  return pages
    .flatMap((entry) => (entry?.value.document?.kind === "production" ? entry.value.document.events : []))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
