import * as v from "valibot";
import { SitePath } from "../content/locale";
import { kvKeys } from "../kv/keys";
import type { PageVersion } from "./edge-html-cache";

/** The queue as KV keeps it: which version it renders, on which host, and the paths still to go. */
const QueueSchema = v.object({
  v: v.literal(1),
  deploy: v.string(),
  content: v.object({ version: v.string(), publishedAt: v.number() }),
  host: v.pipe(v.string(), v.nonEmpty()),
  paths: v.array(v.pipe(SitePath, v.maxLength(512))),
});
export type PrerenderQueueEntry = v.InferOutput<typeof QueueSchema>;

/** Whether a queue renders this version (deploy and content): another version's queue is replaced, never continued. */
export function queuesVersion(queue: PrerenderQueueEntry, version: PageVersion): boolean {
  return queue.deploy === version.deploy && queue.content.version === version.content.version && queue.content.publishedAt === version.content.publishedAt;
}

/**
 * The pages still to be pre-rendered, in one KV entry (docs/decisions/022, "Pre-rendering at
 * publish"). The entry names its content version and deploy, so a newer publish or deploy simply
 * replaces it; an emptied queue stays, so its version is not queued again. KV is a boundary: an
 * entry that does not parse counts as none.
 *
 * @example const batch = await new PrerenderQueue(env.PAGES).take(2)
 */
export class PrerenderQueue {
  constructor(private readonly ns: KVNamespace) {}

  async read(): Promise<PrerenderQueueEntry | undefined> {
    const parsed = v.safeParse(QueueSchema, await this.ns.get(kvKeys.prerenderQueue(), "json").catch(() => undefined));
    return parsed.success ? parsed.output : undefined;
  }

  /**
   * Takes the first `count` paths of `queue` and writes the rest back (one KV write; none when the
   * queue is empty and already stored so). Written before the pages are rendered, so a second
   * invocation meanwhile takes the next ones; a render that fails leaves its page to its first visitor.
   */
  async take(queue: PrerenderQueueEntry, count: number, stored: boolean): Promise<string[]> {
    const batch = queue.paths.slice(0, count);
    if (batch.length > 0 || !stored) await this.ns.put(kvKeys.prerenderQueue(), JSON.stringify({ ...queue, paths: queue.paths.slice(count) }));
    return batch;
  }
}
