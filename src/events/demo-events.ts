import type { FestivalEvent } from "../content/event";
import type { ContentSource, LoadedContent } from "../content/source";
import { Memo } from "../shared/memo";
import type { EventSource } from "./event-source";

const byId = new Memo<LoadedContent, [], Map<string, FestivalEvent>>(1);
const idIndex = (loaded: LoadedContent) => new Map(loaded.bundle.events.map((e) => [e.id, e]));

/**
 * The events of the content source (the demo content in `content/events/`), for a site without a
 * runtime data API. One id index per loaded content version.
 *
 * @example demoEventSource(c.var.source).load(["nff25-apning"])
 */
export function demoEventSource(content: ContentSource): EventSource {
  return {
    name: "demo",
    async load(ids) {
      const loaded = await content.load();
      const index = byId.get(loaded, [], idIndex);
      const events = ids.flatMap((id) => index.get(id) ?? []);
      return { events, version: loaded.version };
    },
  };
}
