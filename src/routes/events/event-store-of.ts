import type { Context } from "hono";
import type { AppEnv } from "../../config/app-env";
import { chooseEventSource } from "../../events/choose-event-source";
import { EVENT_FRESH_MS, EventStore } from "../../events/event-store";
import { KV_RECHECK_MS } from "../../kv/parsed-entries";

/**
 * The live state of screenings for a request: KV's copy (at most a minute old) read through to the
 * configured event source (the runtime events API, or the demo content). `/api/events` answers
 * from it, and "Lag planen min" reads its screenings' sold-out state there (docs/decisions/045).
 */
export function eventStoreOf<E extends AppEnv>(c: Context<E>): EventStore {
  const source = chooseEventSource(c.var.config, c.var.chrome.value.site, c.var.source);
  return new EventStore(c.var.config.PAGES, source, {
    freshMs: EVENT_FRESH_MS,
    recheckMs: KV_RECHECK_MS,
    waitUntil: (work) => c.executionCtx.waitUntil(work),
  });
}
