import type { AppConfig } from "../config/env";

/** The one object that holds every vote (docs/decisions/033), or undefined when voting is off. */
export function votesStub(config: Pick<AppConfig, "AUDIENCE_VOTES">) {
  const ns = config.AUDIENCE_VOTES;
  return ns && ns.get(ns.idFromName("publikumsprisen"));
}
