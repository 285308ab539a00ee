import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv, Dispatch } from "./config/app-env";
import { pageStore } from "./middleware/page-store";
import { previewLink } from "./middleware/preview-link";
import { previewRequest } from "./middleware/preview-request";
import { publishState } from "./middleware/publish-state";
import { redirects } from "./middleware/redirects";
import { securityHeaders } from "./middleware/security-headers";
import { siteChrome } from "./middleware/site-chrome";
import { eventsEdgeCache } from "./middleware/events-edge-cache";
import { aliasHosts } from "./middleware/alias-hosts";
import { httpsOnly } from "./middleware/https-only";
import { accountRoutes } from "./routes/account";
import { adminRoutes } from "./routes/admin";
import { apiFallback } from "./routes/api-fallback";
import { articleRoutes } from "./routes/article";
import { awardRoutes } from "./routes/votes/award-routes";
import { ballotRoutes } from "./routes/votes/ballot-routes";
import { sharePageRoutes } from "./routes/shares/share-page-routes";
import { errorPage } from "./routes/error-page";
import { eventRoutes } from "./routes/events";
import { feedRoutes } from "./routes/feeds";
import { loginFormPostRoutes } from "./routes/login-form-post";
import { notFound } from "./routes/not-found";
import { offlineRoutes } from "./routes/offline";
import { pushRoutes } from "./routes/push";
import { pageRoutes } from "./routes/pages";
import { renderer } from "./routes/renderer";
import { robotsRoutes } from "./routes/robots";
import { searchRoutes } from "./routes/search";
import { searchSuggestRoutes } from "./routes/search-suggest";
import { scheduledRefresh } from "./scheduled/scheduled-refresh";
import { pageCache } from "./edge/page-cache";
import { withLinkedStylesheet } from "./edge/linked-stylesheet";

/**
 * The stores and renderer a worker entry may give the site: the deployed one (worker.ts) gives
 * none; the benchmark's (src/bench/bench-worker.ts) composes its own (docs/decisions/029).
 */
export type SiteOptions = {
  /** The Cache API the page cache looks a request's pages up in and keeps them in; `caches.default` when absent. */
  edgeCache?: (request: Request) => Cache;
  /** Sets `c.render` for the pages; routes/renderer.tsx when absent. */
  renderer?: MiddlewareHandler<AppEnv>;
};

/**
 * The whole site (docs/architecture.md "A request, step by step"): http to https, the edge caches (pages,
 * events API), security headers on everything, then configuration and the page store, the site
 * chrome, alias hosts to the site's host, the redirect table, and the routes. Static assets in
 * public/ are answered by the platform before this worker runs.
 *
 * A preview link goes to the app alone (middleware/preview-request.ts); every other request goes
 * through the page cache (edge/page-cache.ts): a page is read as its blocks read it, answered from
 * the caches when they hold it and otherwise rendered by the Hono app and kept as its route says;
 * everything else goes to the app untouched. A browser whose cookie says it
 * holds the site stylesheet gets the same page with the file linked in `<head>`, made on the way
 * out (edge/linked-stylesheet.ts). The cron trigger refreshes
 * content (scheduled/scheduled-refresh.ts) and pre-renders the next pages of a new version.
 */
export function siteWorker({ edgeCache, renderer: pageRenderer = renderer }: SiteOptions = {}) {
  /** The page cache around the app: it alone looks pages up and keeps them (edge/page-cache.ts). */
  const pages = pageCache((request, env, ctx) => app.fetch(request, env, ctx), edgeCache);
  /** How the worker renders and keeps a page of its own (a pre-render after a publish). */
  const prerender: Dispatch = pages.refresh;

  const app = new Hono<AppEnv>();
  app
    // Plain http goes to https before anything is read or cached.
    .use(httpsOnly)
    // The admin's publish pre-renders pages through the page cache, which keeps them.
    .use(async (c, next) => {
      c.set("dispatch", prerender);
      await next();
    })
    // The events API's answers, kept per set of ids for their max-age (middleware/events-edge-cache.ts).
    .use("/api/events", eventsEdgeCache)
    .use(securityHeaders)
    .use(pageStore)
    // A preview link's pages come from drafts, never from or into any cache (middleware/preview-link.ts).
    .use(previewLink)
    .use(siteChrome)
    .use(aliasHosts)
    .use(publishState)
    .use(redirects)
    .route("/", robotsRoutes)
    .route("/api/account", accountRoutes)
    .route("/api/admin", adminRoutes)
    .route("/api/events", eventRoutes)
    .route("/api/search", searchSuggestRoutes)
    .route("/api/push", pushRoutes)
    // Whatever no API route took is JSON too: 404, or 405 with Allow (never the HTML 404 page).
    .all(
      "/api/*",
      apiFallback(() => app.routes),
    )
    // Min side's login form sent without JavaScript: back to the page, before any page renders.
    .route("/", loginFormPostRoutes)
    .use(pageRenderer)
    // Publikumsprisen's ballot (/stem/<screening>): personal, never kept by any cache; the results.
    .route("/", ballotRoutes)
    .route("/", awardRoutes)
    // A plan shared with friends (/venner/<token>): personal, never kept by any cache (docs/decisions/046).
    .route("/", sharePageRoutes)
    // Service worker, web app manifest and offline page.
    .route("/", offlineRoutes)
    .route("/", articleRoutes)
    // Before the page catch-all, which would otherwise answer /search without results.
    .route("/", searchRoutes)
    // Sitemap and news feed: their paths would otherwise reach the page catch-all and 404.
    .route("/", feedRoutes)
    .route("/", pageRoutes);

  app.notFound(notFound);
  app.onError(errorPage);

  return {
    fetch: async (request: Request, env: Env, ctx: ExecutionContext) => {
      // An editor's preview link never looks in the page caches: the app checks and renders it.
      const preview = previewRequest(request);
      if (preview) return pages.past(await app.fetch(preview, env, ctx));
      // A browser holding the stylesheet gets the page as everyone does, linked on the way out.
      return withLinkedStylesheet(request, (asked) => pages.answer(asked, env, ctx));
    },
    scheduled: scheduledRefresh(prerender),
  } satisfies ExportedHandler<Env>;
}
