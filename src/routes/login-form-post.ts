import { Hono } from "hono";
import type { AppEnv } from "../config/app-env";
import { ACCOUNT_PATH } from "../shared/site-paths";

/**
 * `POST /min-side`: where the server's login form (src/render/LoginFallback.tsx) goes when it is
 * sent without JavaScript. Logging in needs the account island, so the visitor is sent back to
 * the page (303, so the reload is a GET), whose note says Min side needs JavaScript, and so does
 * the check a login needs when many log in at once (a proof of work is solved by a script:
 * docs/decisions/041). The body is
 * never read: e-mail and password go nowhere, and no answer of this route is ever cached.
 */
export const loginFormPostRoutes = new Hono<AppEnv>().post(ACCOUNT_PATH, (c) => {
  c.header("Cache-Control", "no-store");
  return c.redirect(ACCOUNT_PATH, 303);
});
