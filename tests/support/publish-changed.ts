import { env } from "cloudflare:workers";
import { bundledSource } from "../../src/content/bundled-source";
import type { FestivalEvent } from "../../src/content/event";
import { storeContentVersion } from "../../src/kv/content-version";
import { kvKeys } from "../../src/kv/keys";

let publications = 0;
/** Each screening as the last publication (or the demo) had it, by id. */
let published: Map<string, string> | undefined;

/**
 * Publishes the demo content with its screenings changed by `change`, as `content:publish` would
 * store it, and answers the new version. The event store keeps each screening for a minute: the
 * ones changed since the last publication are dropped from it, so a calendar asking now sees the change.
 *
 * @example await publishChanged((events) => events.map((e) => (e.id === id ? { ...e, cancelled: true } : e)))
 */
export async function publishChanged(change: (events: FestivalEvent[]) => FestivalEvent[]): Promise<{ version: string; events: FestivalEvent[] }> {
  const demo = await bundledSource.load();
  const events = change(demo.bundle.events);
  const publishedAt = Date.now() + ++publications;
  const version = `pub${publishedAt.toString(16)}`;
  await storeContentVersion(env.PAGES, { version, publishedAt, origin: "publish", bundle: { ...demo.bundle, events } });
  const before = published ?? new Map(demo.bundle.events.map((e) => [e.id, JSON.stringify(e)]));
  published = new Map(events.map((e) => [e.id, JSON.stringify(e)]));
  for (const [id, e] of published) if (before.get(id) !== e) await env.PAGES.delete(kvKeys.event(id));
  return { version, events };
}

/** The demo's screenings with one of them changed. */
export const withEvent = (id: string, change: Partial<FestivalEvent>) => (events: FestivalEvent[]) =>
  events.map((e) => (e.id === id ? { ...e, ...change } : e));
