import { Hono } from "hono";
import type { AppEnv } from "../config/app-env";
import type { PageRef } from "../content/page-ref";
import type { SiteChrome } from "../content/site-chrome";
import { notFound } from "./not-found";
import { answerPage } from "./answer-page";
import { NOT_FOUND_PATH } from "../shared/site-paths";

/** decodeURIComponent that answers undefined for a malformed escape instead of throwing. */
function decodePath(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Which page a path is: a static page of the content, else a single segment naming a film
 * (parentSlug, `/:production`) or a culture production (pageReference, `/:culture`). Decided from
 * the route list in the site chrome, so an unknown path costs no page-data read.
 */
export function routeFor(routes: SiteChrome["routes"], rawPath: string): PageRef | undefined {
  const path = decodePath(rawPath);
  if (path === undefined || path === NOT_FOUND_PATH) return undefined;
  if (routes.pages.includes(path)) return { kind: "page", path };
  const slug = path.slice(1);
  if (slug.includes("/")) return undefined;
  if (routes.films.includes(slug)) return { kind: "production", slug };
  if (routes.cultures.includes(slug)) return { kind: "culture", slug };
  return undefined;
}

/** Static pages, film pages and culture pages, and the 404 page. */
export const pageRoutes = new Hono<AppEnv>()
  .get(NOT_FOUND_PATH, (c) => notFound(c))
  .get("*", async (c) => {
    const ref = routeFor(c.var.chrome.value.routes, new URL(c.req.url).pathname);
    const entry = ref && (await c.var.store.pageData(ref));
    return entry ? answerPage(c, entry) : notFound(c);
  });
