import { EventSchema, type FestivalEvent } from "../content/event";
import { kvKeys } from "../kv/keys";
import { ReadThroughCache, type ReadThroughOptions } from "../kv/read-through";
import type { EventSource } from "./event-source";
import { UpstreamBatch } from "./upstream-batch";

/**
 * How long a stored event counts as fresh. Short: an event's sold-out state changes as sales go,
 * and a stale entry is still answered at once while one refresh runs in the background.
 */
export const EVENT_FRESH_MS = 60_000;

/**
 * The events found, whether any came from a stale KV entry (refreshing in the background), and
 * the upstream failure that kept others from being found, if any.
 */
export type EventsResult = { events: FestivalEvent[]; stale: boolean; failure?: unknown };

/**
 * Events by id, each kept in KV under `event:<id>` with its build time and version (like page
 * data, docs/architecture.md "What is kept where") and read through to the event source on a
 * miss. The ids of one request are read from KV in one bulk read, and its misses go to the source
 * in one call (see UpstreamBatch); a stale entry is answered while it refreshes, and kept when the
 * refresh fails.
 *
 * @example await new EventStore(env.PAGES, demoEventSource(source), { freshMs, waitUntil }).events(["a", "b"])
 */
export class EventStore {
  private readonly cache: ReadThroughCache;

  constructor(
    ns: KVNamespace,
    private readonly source: EventSource,
    options: ReadThroughOptions,
  ) {
    this.cache = new ReadThroughCache(ns, options);
  }

  /** The known events among `ids`, in the order asked; unknown ids are absent. */
  async events(ids: readonly string[]): Promise<EventsResult> {
    const unique = [...new Set(ids)];
    const batch = new UpstreamBatch(unique, (wanted) => this.source.load(wanted));
    // Every id's entry in one KV round trip; the misses among them then go upstream in one call.
    const keys = unique.map((id) => kvKeys.event(id));
    const stored = await this.cache.fetchMany(keys, EventSchema);
    const reads = await Promise.allSettled(
      unique.map((id, i) => {
        const key = keys[i] ?? kvKeys.event(id);
        return this.cache.readFetched(key, stored.get(key), EventSchema, () => batch.load(id)).finally(() => batch.settle(id));
      }),
    );
    const events: FestivalEvent[] = [];
    let failure: unknown;
    let stale = false;
    for (const read of reads) {
      if (read.status === "rejected") failure ??= read.reason;
      else if (read.value) {
        events.push(read.value.value);
        stale ||= read.value.state === "stale";
      }
    }
    return failure === undefined ? { events, stale } : { events, stale, failure };
  }

  /** One event, or null when the source does not know it. Throws when the source fails. */
  async event(id: string): Promise<FestivalEvent | null> {
    const { events, failure } = await this.events([id]);
    if (failure !== undefined) throw failure;
    return events[0] ?? null;
  }
}
