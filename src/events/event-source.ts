import type { FestivalEvent } from "../content/event";

/** Events as a source delivers them: only those it knows of the ids asked for, and a version. */
export type LoadedEvents = { events: FestivalEvent[]; version: string };

/**
 * Where the live state of events (sold out or not) comes from: the runtime data API when one is
 * configured, else the demo content. Both answer the same way, so the event store and the routes
 * do not know which one is in use.
 */
export interface EventSource {
  readonly name: string;
  /** The events among `ids` that exist; unknown ids are simply absent. Throws UpstreamError. */
  load(ids: readonly string[]): Promise<LoadedEvents>;
}
