import type { FestivalEvent } from "../content/event";
import type { LoadedEvents } from "./event-source";

/**
 * One upstream call for all ids of a request that KV could not answer fresh. Every id of the
 * request *settles* once: either its KV read finished (a fresh hit) or it asked to be loaded (a
 * miss, or a stale hit refreshing in the background). When the last id settles, the ids that asked
 * are fetched together — so a programme of 40 screenings with 3 misses costs one upstream call,
 * not three, and a programme fully in KV costs none.
 */
export class UpstreamBatch {
  private readonly unsettled: Set<string>;
  private readonly wanted: string[] = [];
  private start!: () => void;
  private readonly answer: Promise<Map<string, FestivalEvent> & { version: string }>;

  constructor(ids: readonly string[], fetchMany: (ids: readonly string[]) => Promise<LoadedEvents>) {
    this.unsettled = new Set(ids);
    this.answer = new Promise<void>((resolve) => (this.start = resolve)).then(async () => {
      const loaded = await fetchMany(this.wanted);
      return Object.assign(new Map(loaded.events.map((e) => [e.id, e])), { version: loaded.version });
    });
    // Nobody awaits the answer when every id was a fresh hit; a failure is seen by each load().
    this.answer.catch(() => undefined);
  }

  /** The id's event from the shared call, or null when the source does not know it. */
  async load(id: string): Promise<{ value: FestivalEvent; version: string } | null> {
    this.wanted.push(id);
    this.settle(id);
    const answer = await this.answer;
    const value = answer.get(id);
    return value ? { value, version: answer.version } : null;
  }

  /** The id needs nothing more from this batch (again is fine). */
  settle(id: string): void {
    if (!this.unsettled.delete(id) || this.unsettled.size > 0) return;
    if (this.wanted.length > 0) this.start();
  }
}
