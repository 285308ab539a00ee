import type { AppConfig } from "./env";

/**
 * The site's "now" in epoch milliseconds: the real time, or DEMO_NOW in a local run (see env.ts).
 * Everything that depends on the time of day — past screenings, ticket buttons — asks here.
 *
 * @example screeningStatus(event, siteNow(c.var.config))
 */
export function siteNow(config: Pick<AppConfig, "DEMO_NOW">): number {
  return config.DEMO_NOW === undefined ? Date.now() : Date.parse(config.DEMO_NOW);
}
