import * as v from "valibot";
import { EventSchema, type FestivalEvent } from "../content/event";
import { type UpstreamConfig, request } from "../upstream/request";
import { UpstreamError } from "../upstream/upstream-error";
import type { EventSource } from "./event-source";

const PATH = "sites/:site/basic_events";

/** Spec section 7: "Response data is the list of events". Each event is checked on its own below. */
const ResponseSchema = v.object({ data: v.array(v.unknown()) });

/**
 * The runtime data API's events endpoint (spec section 7): `GET sites/{site}/basic_events?keys=a,b`
 * through the shared request helper (timeout, status check). An answer that is not `{ data: [] }`
 * is a bad response; a single event that does not match the content's EventSchema is left out
 * and logged, so one odd record does not hide the rest of the programme.
 *
 * @example runtimeEventSource({ transport: { fetch }, baseUrl, timeoutMs: 5000 }, "118").load(["a", "b"])
 */
export function runtimeEventSource(upstream: UpstreamConfig, siteKey: string): EventSource {
  return {
    name: "runtime",
    async load(ids) {
      const response = await request(upstream, { method: "GET", path: PATH, params: { site: siteKey }, query: { keys: ids.join(",") } });
      const body = v.safeParse(ResponseSchema, await response.json().catch(() => undefined));
      if (!body.success) throw new UpstreamError("bad-response", PATH);
      const wanted = new Set(ids);
      const events: FestivalEvent[] = [];
      for (const item of body.output.data) {
        const event = v.safeParse(EventSchema, item);
        if (!event.success) {
          const problems = event.issues.map((i) => `${v.getDotPath(i) ?? "event"}: ${i.message}`).join("; ");
          console.warn(`events: left out an event of the runtime API that does not match the schema (${problems})`);
          continue;
        }
        if (wanted.has(event.output.id)) events.push(event.output);
      }
      // The runtime API has no content version; the fetch time tells one answer from the next.
      return { events, version: `runtime-${Date.now()}` };
    },
  };
}
