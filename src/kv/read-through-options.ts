import type { ContentStamp } from "./entry-meta";

/** How a ReadThroughCache (read-through.ts) reads, keeps and refreshes entries. */
export type ReadThroughOptions = {
  /** How long an entry counts as fresh; older entries are served while one refresh runs. */
  freshMs: number;
  /** ctx.waitUntil: background work that outlives the response. */
  waitUntil: (work: Promise<unknown>) => void;
  now?: () => number;
  /**
   * How long this isolate answers an entry it parsed from memory, without asking KV, once KV named
   * it (docs/decisions/025): at most one KV read per entry and isolate in that time. Only fresh
   * entries; 0 or absent asks KV on every read.
   */
  recheckMs?: number;
};

export type ReadOptions = {
  /**
   * The newest content the reader knows of (the site chrome's). An entry built from content
   * published before it is outdated: rebuilt before answering, like a miss, so a publish is never
   * undone by old entries (docs/decisions/010).
   */
  current?: ContentStamp;
};
