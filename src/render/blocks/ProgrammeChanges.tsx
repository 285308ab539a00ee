import * as v from "valibot";
import { pageChangeRows } from "../../calendar/change-rows";
import { StoredChangeSchema } from "../../calendar/schedule-changes";
import { screeningStatus } from "../../content/screening-status";
import type { Locale } from "../../content/locale";
import type { ScheduleChange } from "../../shared/schedule-changes-api";
import { formatShortDate } from "../format-date";
import type { Dictionary } from "../../i18n/dictionary";
import { screeningWhen } from "../screening-when";
import { defineBlock } from "./define-block";
import { blockSource, translationsById } from "./production-facts";
import { ScreeningActions } from "./screening-actions";
import { changedNoLaterThan } from "../../content/published";

const Props = v.object({
  /** Set by the page's route from the schedule's changes (routes/schedule-changes-props.ts), never by the CMS. */
  changes: v.optional(v.array(StoredChangeSchema), []),
  /** When the programme was first recorded (the route sets it too); undefined before it ever was. */
  since: v.optional(v.number()),
});

/** "lør. 20. sep. kl. 14:00, Havvik kino, Sal 1". */
function whenAndWhere(at: { startsAt: string; venue: string; sal: string }, locale: Locale): string {
  return [screeningWhen(at.startsAt, locale), at.venue, at.sal].filter(Boolean).join(", ");
}

/** The marks of a change: "Ny tid", "Nytt sted" (both when both), "Avlyst" or "Ny visning". */
function marksOf(change: ScheduleChange, t: Dictionary): string[] {
  if (change.kind === "cancelled") return [t.cancelled];
  if (change.kind === "added") return [t.changeAdded];
  return [change.newTime && t.changeNewTime, change.newPlace && t.changeNewPlace].filter((m): m is string => typeof m === "string");
}

/**
 * `programme-changes` ("Endringer i programmet", docs/decisions/034): every screening of the
 * page's films that moved, was cancelled or added since the programme was first published, newest
 * first, then every one cancelled before that (what differs from the printed programme): the film (a link to its page), what changed, when and where it was and is, the ticket
 * and calendar links as in the programme, and when it changed.
 */
export const ProgrammeChanges = defineBlock("programme-changes", Props, (p, { block, data, ctx }) => {
  const { t, locale } = ctx;
  const source = blockSource(block, data, "production");
  const events = source?.events ?? [];
  const byId = new Map(events.map((e) => [e.id, e]));
  const translated = translationsById(source?.items ?? [], locale);
  const rows = pageChangeRows(p.changes, events, p.since ?? 0);
  // A cancellation standing since before the first record has no date of change to tell.
  const recorded = new Set(p.changes.map((c) => c.id));
  if (rows.length === 0) return <p className="block empty-note">{t.changesEmpty}</p>;
  return (
    <ol className="block b-changes">
      {rows.map((row) => {
        const event = byId.get(row.eventId);
        if (!event) return null;
        const title = translated.get(row.productionId)?.title ?? row.title;
        const now = whenAndWhere(row, locale);
        return (
          <li key={row.eventId} className="change" data-event-id={row.eventId}>
            <h2 className="change-film">{row.filmPath ? <a href={row.filmPath}>{title}</a> : title}</h2>
            <p className="change-marks">
              {marksOf(row, t).map((mark) => (
                <span key={mark} className={row.kind === "cancelled" ? "change-mark change-cancelled" : "change-mark"}>
                  {mark}
                </span>
              ))}
            </p>
            {row.was && (
              <p className="change-was">
                {`${t.changeBefore}: `}
                <s>{whenAndWhere(row.was, locale)}</s>
              </p>
            )}
            <p className="change-now">{row.kind === "cancelled" ? <s>{now}</s> : `${row.was ? `${t.changeNow}: ` : ""}${now}`}</p>
            {row.kind !== "cancelled" && (
              <ScreeningActions event={event} status={screeningStatus(event, ctx.now)} t={t} when={screeningWhen(event.startsAt, locale)} />
            )}
            {recorded.has(row.eventId) && <p className="change-at">{t.changedAt(formatShortDate(changedNoLaterThan(row.changedAt, ctx.now), locale))}</p>}
          </li>
        );
      })}
    </ol>
  );
});
