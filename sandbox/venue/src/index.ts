import { Hono } from "hono";
import { ensureMigrated } from "./db/migrate";
import type { VenueBindings, VenueEnv } from "./env";
import { onError, onNotFound } from "./errors";
import { recordCalls } from "./calls";
import { faults } from "./faults";
import { account } from "./routes/account";
import { control } from "./routes/control";
import { forgotPassword } from "./routes/forgot-password";
import { runtimeEvents } from "./routes/runtime-events";
import { movies } from "./routes/movies";
import { tickets } from "./routes/tickets";
import { watchlist } from "./routes/watchlist";

/**
 * The sandbox venue: a stand-in for the cinema venues' "Dx" API (docs/venue-api.md) with demo
 * users, films, tickets and reviews in D1. The site reaches it through a service binding, or tests
 * load it as an auxiliary worker (build.mjs).
 */
const api = new Hono<VenueEnv>();
api.use(recordCalls);
api.use(faults);
api.route("/", account);
api.route("/", forgotPassword);
api.route("/", movies);
api.route("/", tickets);
api.route("/", watchlist);

const app = new Hono<VenueEnv>();
// The schema and seed apply on the first request of each isolate, so no separate step is needed.
app.use(async (c, next) => {
  await ensureMigrated(c.env.VENUE_DB);
  await next();
});
// The site may put its partner number first (/118/api/LoginDx); both partners get the same venue.
// The control API takes the prefix too, so a test can build its URL from the same base URL.
for (const prefix of ["", "/118", "/178"]) {
  app.route(`${prefix}/__sandbox`, control);
  app.route(`${prefix}/api`, api);
}
// The runtime data API (the site's RUNTIME_API_URL https://venue.sandbox/runtime/ locally): live ticket state.
app.route("/runtime", runtimeEvents);
app.onError(onError);
app.notFound(onNotFound);

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<VenueBindings>;
