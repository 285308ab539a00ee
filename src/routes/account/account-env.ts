import type { AppEnv } from "../../config/app-env";
import type { VenueClient } from "../../venue/venue-client";

/** The account routes' environment: the app's, plus the venue client and the session secret. */
export type AccountEnv = {
  Bindings: AppEnv["Bindings"];
  Variables: AppEnv["Variables"] & { venue: VenueClient; sessionSecret: string };
};
