import type { AppConfig } from "./env";

/**
 * The site's "now" in epoch milliseconds: the real time, or DEMO_NOW in a local run (see env.ts).
 * Everything that depends on the time of day — past screenings, ticket buttons — asks here.
 *
 * @example screeningStatus(event, siteNow(c.var.config))
 */
export function siteNow(config: Pick<AppConfig, "DEMO_NOW">): number {
  if (config.DEMO_NOW === undefined) return Date.now();
  // Asked several times a request: the one setting is parsed once.
  if (demo?.text !== config.DEMO_NOW) demo = { text: config.DEMO_NOW, at: Date.parse(config.DEMO_NOW) };
  return demo.at;
}

let demo: { text: string; at: number } | undefined;
