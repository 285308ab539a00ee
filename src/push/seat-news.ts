import type { ContentBundle } from "../content/bundle";
import type { FestivalEvent } from "../content/event";
import { productionById } from "./push-message";
import type { PushSettings } from "./push-settings";
import { SEAT_LIMITS } from "./seat-limits";
import { seatPayload } from "./seat-message";
import type { SeatWaitlist } from "./seat-waitlist";
import { sendPush } from "./send-push";

/** What one run did. */
export type SeatRun = { released: number; queued: number; sent: number; gone: number };

/** A push service that does not answer in this time is tried again next run (the next visitor waits for it). */
const SEND_TIMEOUT_MS = 5_000;

/**
 * One cron run of "Si fra om det blir ledig" (docs/decisions/045): asks the runtime events API
 * (`load`, at most SEAT_LIMITS.keysPerCall ids a call) about the screenings visitors wait for, and
 * only those; a screening on sale again queues one message per waiting visitor in the order they
 * asked and ends its list, a cancelled one ends its list quietly. Then it sends at most
 * SEAT_LIMITS.sendsPerRun messages, one after the other, so the first to ask is the first told; a
 * message whose screening has started is never sent.
 *
 * @example await seatNews(push, push.seats, (ids) => source.load(ids).then((l) => l.events), loadBundle, siteNow(config))
 */
export async function seatNews(
  push: Pick<PushSettings, "vapid">,
  seats: DurableObjectStub<SeatWaitlist>,
  load: (ids: readonly string[]) => Promise<FestivalEvent[]>,
  loadBundle: () => Promise<ContentBundle>,
  now: number,
): Promise<SeatRun> {
  const run: SeatRun = { released: 0, queued: 0, sent: 0, gone: 0 };
  const watched = await seats.watched(now);
  let bundle: ContentBundle | undefined;
  for (let i = 0; i < watched.length; i += SEAT_LIMITS.keysPerCall) {
    for (const event of await load(watched.slice(i, i + SEAT_LIMITS.keysPerCall))) {
      if (event.cancelled) await seats.drop(event.id);
      if (event.cancelled || event.soldOut || Date.parse(event.startsAt) <= now) continue;
      bundle ??= await loadBundle();
      const production = productionById(bundle, event.production.id);
      const payloads = { nb: JSON.stringify(seatPayload(event, production, "nb")), en: JSON.stringify(seatPayload(event, production, "en")) };
      run.queued += await seats.release(event.id, payloads, Date.parse(event.startsAt));
      run.released++;
    }
  }
  const batch = await seats.take(SEAT_LIMITS.sendsPerRun, now);
  const done: number[] = [];
  const retry: number[] = [];
  // One after the other: the order they asked is the order their phones hear it.
  for (const message of batch) {
    const outcome = await sendPush(message, push.vapid, SEND_TIMEOUT_MS);
    if (outcome === "retry") retry.push(message.id);
    else done.push(message.id);
    if (outcome === "sent") run.sent++;
    if (outcome === "gone") {
      run.gone++;
      await seats.forgetEndpoint(message.endpoint);
    }
  }
  await seats.settle(done, retry);
  return run;
}
