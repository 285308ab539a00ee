import type { AppConfig } from "./env";
import type { Serving } from "./serving";
import type { CurrentContentStore } from "../kv/current-content";
import type { PageReader } from "../kv/preview-pages";
import type { PreviewNotice } from "../render/PreviewBar";
import type { Entry } from "../kv/read-through";
import type { SiteChrome } from "../content/site-chrome";
import type { QueryOffers } from "../render/blocks/query-offers";

/**
 * How the worker answers a request of its own: the whole app, as for a visitor. Declared with the
 * app's environment, which carries it, so config/ needs nothing from edge/ (edge/dispatch.ts marks
 * the requests).
 */
export type Dispatch = (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

/**
 * What the app answered that the edge may give again without it (docs/decisions/019), as a route
 * says it (`keptAnswer` below; edge/kept-answers.ts keeps and gives it): the 404 page for a query
 * that names nothing on a page, given again for any value outside what the page `offers`; or the
 * search page that found nothing, rendered with QUERY_HOLE where the query stands and given with
 * each visitor's query written in. Declared here, with the environment that carries it, as
 * Dispatch is: config/ imports nothing from edge/.
 */
export type KeptAnswer = { as: "names-nothing"; offers: () => QueryOffers } | { as: "search-miss"; query: string };

/** Where a rendered page may be kept: both page caches, this data centre's Cache API alone, or neither. */
export type PageKeep = "everywhere" | "edge-only" | "nowhere";

/** The Hono environment every route and middleware shares. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    config: AppConfig;
    /** The page store; for a preview link, its pages built from drafts (kv/preview-pages.ts). */
    store: PageReader;
    /** Set only for a valid preview link (middleware/preview-link.ts): what the preview bar says. */
    preview: PreviewNotice | undefined;
    /** The current content (kv/current-content.ts), for routes that build from content on a miss. */
    source: CurrentContentStore;
    /** Site, theme, redirects and routes for this request (see middleware/site-chrome.ts). */
    chrome: Entry<SiteChrome>;
    /**
     * When the rendered page's HTML changes by the site clock alone (its next screening starts or,
     * for a page with dated screenings, the Oslo day ends; epoch ms), or undefined: set by
     * renderPage, read by the edge HTML cache.
     */
    pageChangesAt: number | undefined;
    /**
     * Where a rendered page may be kept (middleware/edge-cache.ts): everywhere when unset; a route
     * that renders from what a visitor typed narrows it (search: hits only in this data centre's
     * cache, never KV; a search that finds nothing nowhere). docs/decisions/019.
     */
    pageKeep: PageKeep | undefined;
    /**
     * An answer the edge may give again without the app for this page and content (a 404 for a
     * query naming nothing, a search that found nothing): set by the route, kept by the edge
     * cache's middleware (edge/kept-answers.ts). docs/decisions/019.
     */
    keptAnswer: KeptAnswer | undefined;
    /** How the app renders a page of its own (set by the edge cache): the admin's publish pre-renders with it (edge/prerender.ts). */
    dispatch: Dispatch;
    /** How this request is served, when the worker entry chose (site-worker.ts); read with `chosenServing`. */
    serving: Serving | undefined;
  };
};
