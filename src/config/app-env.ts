import type { Context } from "hono";
import type { AppConfig } from "./env";
import type { CurrentContentStore } from "../kv/current-content";
import type { PageReader } from "../kv/preview-pages";
import type { PreviewNotice } from "../render/PreviewBar";
import type { Entry } from "../kv/read-through";
import type { SiteChrome } from "../content/site-chrome";

/**
 * How the worker answers a request of its own: the app, or the page cache around it (a
 * pre-render). Declared with the app's environment, which carries it, so config/ needs nothing from edge/.
 */
export type Dispatch = (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

/**
 * The environment of middleware that also runs around requests the site chrome was never read
 * for (the security headers, the events API's cache): `chrome` may be missing there, and the type
 * says so instead of a cast.
 */
export type EarlyEnv = {
  Bindings: Env;
  Variables: Omit<AppEnv["Variables"], "chrome"> & { chrome?: Entry<SiteChrome> };
};

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
    /** How the worker renders and keeps a page of its own (the page cache's, site-worker.ts): the admin's publish pre-renders with it (edge/prerender.ts). */
    dispatch: Dispatch;
  };
};

/**
 * What rendering a page reads of a request's context. Any route whose environment extends the
 * app's (the account routes add the venue) passes its own context here: Hono's `Context` is
 * invariant in its environment, this view of it is not.
 */
export type PageContext = Pick<Context<AppEnv>, "var" | "req" | "header" | "status" | "render" | "text" | "body">;
