import { createMiddleware } from "hono/factory";
import { VENUE_MAX_BODY_BYTES } from "../../upstream/bounded-body";
import { venueBaseUrl } from "../../venue/partner";
import { VenueClient } from "../../venue/venue-client";
import type { AccountEnv } from "./account-env";
import { apiError } from "../api-failure";

/** Only ever used by `wrangler dev`: a fixed key is fine where every session is a demo session. */
const LOCAL_DEVELOPMENT_SECRET = "kinoweb-local-development-only-never-in-production";

/**
 * Chooses the venue by the site's first partner number and refuses, with 503
 * and a clear message, when there is none or when no session secret is configured outside local
 * development: better no login than an insecure one.
 */
export const venueContext = createMiddleware<AccountEnv>(async (c, next) => {
  const config = c.var.config;
  const secret = config.SESSION_SECRET ?? (config.ENVIRONMENT === "local" ? LOCAL_DEVELOPMENT_SECRET : undefined);
  if (!secret) {
    console.error("account: SESSION_SECRET is not configured; account routes are off");
    return apiError(c, 503, "not_configured", (m) => m.loginUnavailable);
  }
  const baseUrl = venueBaseUrl(c.var.chrome.value.site.partners, { 118: config.VENUE_118_URL, 178: config.VENUE_178_URL });
  if (!baseUrl) return apiError(c, 503, "no_venue", (m) => m.loginNotOffered);
  c.set("sessionSecret", secret);
  c.set(
    "venue",
    new VenueClient({
      transport: config.VENUE_SANDBOX ?? { fetch: (r) => fetch(r) },
      baseUrl,
      timeoutMs: config.VENUE_TIMEOUT_MS,
      maxBodyBytes: VENUE_MAX_BODY_BYTES,
    }),
  );
  await next();
});
