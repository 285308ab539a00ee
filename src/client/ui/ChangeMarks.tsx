import type { ScheduleChange } from "../../shared/schedule-changes-api";
import { formatStartTime } from "../format";
import { useText } from "./text";

/**
 * What changed about a screening since the programme was published, as Min side marks it: "Ny
 * tid", "Nytt sted" (both when both), "Avlyst" or "Ny visning", and for a move where and when it
 * is now. `withWhen` also names the screening's time, where the mark stands without one (the watch list).
 */
export function ChangeMarks({ change, withWhen = false }: { change: ScheduleChange; withWhen?: boolean }) {
  const t = useText();
  const cancelled = change.kind === "cancelled";
  const marks = cancelled
    ? [t.changeCancelled]
    : change.kind === "added"
      ? [t.changeAdded]
      : [change.newTime ? t.changeNewTime : "", change.newPlace ? t.changeNewPlace : ""].filter(Boolean);
  const when = formatStartTime(change.startsAt, t.intlLocale);
  const where = [change.venue, change.sal].filter(Boolean).join(", ");
  return (
    <span className="change-note" data-change={change.kind}>
      {marks.map((mark) => (
        <span key={mark} className={cancelled ? "change-mark change-cancelled" : "change-mark"}>
          {mark}
        </span>
      ))}{" "}
      {cancelled ? withWhen && <s>{when}</s> : <span>{t.changeNow(`${when}, ${where}`)}</span>}
    </span>
  );
}
