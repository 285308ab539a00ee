import { Hono } from "hono";
import type { AppEnv } from "./app-env";
import { pageStore } from "./middleware/page-store";
import { publishState } from "./middleware/publish-state";
import { redirects } from "./middleware/redirects";
import { securityHeaders } from "./middleware/security-headers";
import { siteChrome } from "./middleware/site-chrome";
import { accountRoutes } from "./routes/account";
import { articleRoutes } from "./routes/article";
import { errorPage } from "./routes/error-page";
import { notFound } from "./routes/not-found";
import { pageRoutes } from "./routes/pages";
import { renderer } from "./routes/renderer";
import { robotsRoutes } from "./routes/robots";
import { searchRoutes } from "./routes/search";

/**
 * The whole site (DESIGN.md "The shape in one paragraph"): security headers on everything, then
 * configuration and the page store, the site chrome, the redirect table, and the routes. Static
 * assets in public/ are answered by the platform before this worker runs.
 */
const app = new Hono<AppEnv>()
  .use(securityHeaders)
  .use(pageStore)
  .use(siteChrome)
  .use(publishState)
  .use(redirects)
  .route("/", robotsRoutes)
  .route("/api/account", accountRoutes)
  .use(renderer)
  .route("/", articleRoutes)
  // Before the page catch-all, which would otherwise answer /search without results.
  .route("/", searchRoutes)
  .route("/", pageRoutes);

app.notFound(notFound);
app.onError(errorPage);

export default app;
export { RateLimiter } from "./rate-limit/rate-limiter";
