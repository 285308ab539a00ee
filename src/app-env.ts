import type { AppConfig } from "./env";
import type { PageStore } from "./kv/page-store";
import type { Entry } from "./kv/read-through";
import type { SiteChrome } from "./content/site-chrome";
import type { ContentSource } from "./content/source";

/** The Hono environment every route and middleware shares. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    config: AppConfig;
    store: PageStore;
    /** The content source in use (CONTENT_SOURCE), for routes that build from content on a miss. */
    source: ContentSource;
    /** Site, theme, redirects and routes for this request (see middleware/site-chrome.ts). */
    chrome: Entry<SiteChrome>;
  };
};
