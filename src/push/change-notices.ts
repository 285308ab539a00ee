import { changeRows } from "../calendar/change-rows";
import type { ChangesRecord } from "../calendar/schedule-changes";
import type { ContentBundle } from "../content/bundle";
import type { Locale } from "../content/locale";
import type { Production } from "../content/production";
import { dictionary } from "../i18n/dictionary";
import { screeningWhen } from "../render/screening-when";
import type { ScheduleChange } from "../shared/schedule-changes-api";
import { type PushPayload, productionById, pushPayload, titleIn } from "./push-message";
import type { PushSettings } from "./push-settings";

/** "lør. 20. sep. kl. 16:00, Havvik kino, Sal 2": the place is named when it is what changed. */
function whenAndWhere(at: { startsAt: string; venue: string; sal: string }, withPlace: boolean, locale: Locale): string {
  const when = screeningWhen(at.startsAt, locale);
  return withPlace ? [when, at.venue, at.sal].filter(Boolean).join(", ") : when;
}

/**
 * The notification of one change to a screening of `production`: moved ("er flyttet: … (var …)")
 * or cancelled. One per screening: a later change of the same screening replaces it on the phone.
 *
 * @example changePayload(production, change, "nb").body // "«Fiskerens sang» er flyttet: lør. 20. sep. kl. 16:00 (var lør. 20. sep. kl. 14:00)"
 */
export function changePayload(production: Production, change: ScheduleChange, locale: Locale): PushPayload {
  const text = dictionary(locale);
  const title = titleIn(production, locale);
  const body =
    change.kind === "cancelled" || !change.was
      ? text.pushCancelled(title, screeningWhen(change.startsAt, locale))
      : text.pushMoved(title, whenAndWhere(change, change.newPlace, locale), whenAndWhere(change.was, change.newPlace, locale));
  // The film page and icon as every notification of the film has them; the text and tag are the change's.
  return { ...pushPayload(production, { kind: "screenings", events: [] }, locale), body, tag: `${production.id}:change:${change.eventId}` };
}

/**
 * Queues one notification per recorded change (a move or a cancellation; a new screening is
 * told by push-news.ts already) to the subscribers of the film's screenings who subscribed
 * before the change (docs/decisions/034). The store records each change it queued, by screening
 * and SEQUENCE, so a change is told once however many runs see it. Answers how many were queued.
 */
export async function queueChangeNotices(push: PushSettings, bundle: ContentBundle, watched: ReadonlySet<string>, changes: ChangesRecord): Promise<number> {
  let queued = 0;
  for (const change of changeRows(changes.changes, bundle.events)) {
    if (change.kind === "added" || !watched.has(change.productionId)) continue;
    const production = productionById(bundle, change.productionId);
    if (!production) continue;
    const payloads = { nb: JSON.stringify(changePayload(production, change, "nb")), en: JSON.stringify(changePayload(production, change, "en")) };
    queued += await push.store.enqueueChange(change.productionId, `${change.eventId}:${change.sequence}`, payloads, change.changedAt);
  }
  return queued;
}
