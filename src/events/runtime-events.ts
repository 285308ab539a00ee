import * as v from "valibot";
import { EventSchema, type FestivalEvent } from "../content/event";
import { type UpstreamConfig, request } from "../upstream/request";
import { UpstreamError } from "../upstream/upstream-error";
import type { EventSource } from "./event-source";

const PATH = "sites/:site/basic_events";

/** The runtime data API answers `{ data: [...] }`, the list of events. Each event is checked on its own below. */
const ResponseSchema = v.object({ data: v.array(v.unknown()) });

/**
 * The runtime data API's events endpoint: `GET sites/{site}/basic_events?keys=a,b`
 * through the shared request helper (timeout, status check). An answer that is not `{ data: [] }`
 * is a bad response; an event that does not match the content's EventSchema is left out (one
 * log line per answer counts them), so one odd record does not hide the rest of the programme.
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
      let invalid = 0;
      let firstProblems = "";
      for (const item of body.output.data) {
        const event = v.safeParse(EventSchema, item);
        if (!event.success) {
          invalid++;
          firstProblems ||= event.issues.map((i) => `${v.getDotPath(i) ?? "event"}: ${i.message}`).join("; ");
          continue;
        }
        if (wanted.has(event.output.id)) events.push(event.output);
      }
      // One line per answer, however many records are odd: a broken feed must not flood the log.
      if (invalid > 0)
        console.warn(
          `events: left out ${invalid} of ${body.output.data.length} events of the runtime API that do not match the schema (first: ${firstProblems})`,
        );
      // The runtime API has no content version; the fetch time tells one answer from the next.
      return { events, version: `runtime-${Date.now()}` };
    },
  };
}
