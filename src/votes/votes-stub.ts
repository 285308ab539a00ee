import type { AudienceVotes } from "./audience-votes";

/**
 * The one setting votes read from the worker's configuration (config/env.ts parses it). Named here
 * rather than imported, so votes/ stays below config/, which names the Durable Object.
 */
type VotesConfig = { AUDIENCE_VOTES?: DurableObjectNamespace<AudienceVotes> | undefined };

/** The one object that holds every vote (docs/decisions/033), or undefined when voting is off. */
export function votesStub(config: VotesConfig) {
  const ns = config.AUDIENCE_VOTES;
  return ns?.get(ns.idFromName("publikumsprisen"));
}
