import { type EventsState, eventsReducer, idsToFetch, initialEventsState } from "./state/events";

/** What the browser reads of an event from /api/events: enough to tell whether it sold out. */
export type LiveEvent = { id: string; title: string; startsAt: string; soldOut: boolean };

/** The API takes at most this many ids per request (src/events/event-ids.ts on the server). */
export const MAX_KEYS_PER_REQUEST = 50;

const isLiveEvent = (x: unknown): x is LiveEvent => {
  if (typeof x !== "object" || x === null) return false;
  const e = x as Record<string, unknown>;
  return typeof e["id"] === "string" && typeof e["title"] === "string" && typeof e["startsAt"] === "string" && typeof e["soldOut"] === "boolean";
};

/**
 * The events of an /api/events answer (`{ data: [...] }`), or null when the answer
 * has another shape. Checked by hand: this code runs on every programme page, where valibot's
 * weight is not worth it.
 */
export function parseEventsResponse(body: unknown): LiveEvent[] | null {
  if (typeof body !== "object" || body === null) return null;
  const data = (body as Record<string, unknown>)["data"];
  return Array.isArray(data) && data.every(isLiveEvent) ? data : null;
}

export type FetchJson = (url: string) => Promise<Response>;

const browserFetch: FetchJson = (url) => fetch(url, { headers: { Accept: "application/json" } });

/**
 * The browser's events state and its fetch: ids are recorded as
 * requested before the fetch, so each id is asked for at most once however often `load` is called;
 * loaded events are appended. A failed fetch is logged as "Failed to fetch" and shows nothing;
 * its ids are not asked for again on this page.
 *
 * @example const events = new EventsLoader(); const loaded = await events.load(["nff25-apning"]);
 */
export class EventsLoader {
  private current: EventsState<LiveEvent> = initialEventsState();

  constructor(private readonly fetchJson: FetchJson = browserFetch) {}

  get state(): EventsState<LiveEvent> {
    return this.current;
  }

  /** Fetches the ids not requested yet, in requests of at most 50, and answers what came back. */
  async load(ids: readonly string[]): Promise<LiveEvent[]> {
    const fresh = idsToFetch(this.current, ids);
    if (fresh.length === 0) return [];
    this.current = eventsReducer(this.current, { type: "events/requested", ids: fresh });
    const chunks: string[][] = [];
    for (let i = 0; i < fresh.length; i += MAX_KEYS_PER_REQUEST) chunks.push(fresh.slice(i, i + MAX_KEYS_PER_REQUEST));
    const answers = await Promise.all(chunks.map((chunk) => this.fetchChunk(chunk)));
    const loaded = answers.flat();
    this.current = eventsReducer(this.current, { type: "events/loaded", events: loaded });
    return loaded;
  }

  private async fetchChunk(ids: string[]): Promise<LiveEvent[]> {
    try {
      const response = await this.fetchJson(`/api/events?keys=${ids.map(encodeURIComponent).join(",")}`);
      // A status outside 200–299 is a failure, as a network error is.
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const events = parseEventsResponse(await response.json());
      if (!events) throw new Error("the answer is not { data: [events] }");
      return events;
    } catch (error) {
      console.error("Failed to fetch", error);
      return [];
    }
  }
}
