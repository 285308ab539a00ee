import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { bundledSource } from "../../src/content/bundled-source";
import { demoEventSource } from "../../src/events/demo-events";
import type { EventSource } from "../../src/events/event-source";
import { EVENT_FRESH_MS, EventStore } from "../../src/events/event-store";
import { kvKeys } from "../../src/kv/keys";
import { countingKv } from "../support/counting-kv";

/** The demo content's events, counting how often the store asks for some. */
function countingSource() {
  const demo = demoEventSource(bundledSource);
  const loads: string[][] = [];
  const source: EventSource = {
    name: "demo",
    load(ids) {
      loads.push([...ids]);
      return demo.load(ids);
    },
  };
  return { source, loads };
}

describe("the event store's KV reads", () => {
  it("reads all ids of a programme in one KV round trip, asks the source once for the misses and not at all when KV has them", async () => {
    const { kv, reads } = countingKv(env.PAGES);
    const { source, loads } = countingSource();
    const writes: Promise<unknown>[] = [];
    const store = () => new EventStore(kv, source, { freshMs: EVENT_FRESH_MS, waitUntil: (w) => writes.push(w) });
    const ids = (await bundledSource.load()).bundle.events.slice(0, 40).map((e) => e.id);
    expect(ids).toHaveLength(40);
    for (const id of ids) await env.PAGES.delete(kvKeys.event(id));

    const first = await store().events(ids);
    await Promise.all(writes);
    expect(first.events.map((e) => e.id)).toEqual(ids);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toHaveLength(40);
    expect(loads).toEqual([ids]);

    const again = await store().events(ids);
    expect(again.events).toEqual(first.events);
    expect(reads).toHaveLength(2);
    expect(loads).toHaveLength(1);
  });
});
