import { siteNow } from "../config/clock";
import type { AppConfig } from "../config/env";
import { chooseEventSource } from "../events/choose-event-source";
import type { EventSource } from "../events/event-source";
import type { CurrentContentStore } from "../kv/current-content";
import type { PushSettings } from "../push/push-settings";
import { seatNews } from "../push/seat-news";
import { describeFailure } from "../upstream/describe-failure";

/**
 * "Si fra om det blir ledig" in the cron run (docs/decisions/045): the screenings waited for are
 * asked of the runtime events API (the configured event source, never the KV copy, which may be a
 * minute old), and those on sale again are told. Answers how many messages it sent, which the run's
 * other push messages then do without. A failure is logged; the waits stay for the next run.
 */
export async function sendSeatNews(config: AppConfig, push: PushSettings, content: CurrentContentStore): Promise<number> {
  if (!push.seats) return 0;
  try {
    // The content and the event source only when someone waits: most minutes of the year nobody does.
    let source: EventSource | undefined;
    const load = async (ids: readonly string[]) => {
      source ??= chooseEventSource(config, (await content.load()).bundle.site, content);
      return (await source.load(ids)).events;
    };
    const run = await seatNews(push, push.seats, load, async () => (await content.load()).bundle, siteNow(config));
    if (run.queued + run.sent + run.gone > 0)
      console.log(`seats: ${run.released} screenings on sale again, ${run.queued} queued, ${run.sent} sent, ${run.gone} gone`);
    return run.sent + run.gone;
  } catch (error) {
    console.error(`seats: the waiting lists were not checked; the next run tries again. ${describeFailure(error)}`);
    return 0;
  }
}
