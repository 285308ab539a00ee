import type { FestivalEvent } from "../../content/event";
import { formatTime } from "../format-date";

/**
 * One day's screenings laid out as a timetable: a column per place, time running down in minutes
 * from the first whole hour, screenings that overlap in one place side by side (lanes), and, when
 * asked (`markClashes`), for each screening the others of the day it clashes with — a visitor
 * cannot be in two at once.
 */

export type TimetableSlot = {
  event: FestivalEvent;
  /** Minutes after the timetable's first hour. */
  top: number;
  /** Length in minutes. */
  length: number;
  /** Side by side with screenings overlapping it in the same place: its lane, of `lanes`. */
  lane: number;
  lanes: number;
  /** The other screenings of the timetable overlapping it in time, anywhere; none unless clashes are marked. */
  clashes: { id: string; title: string }[];
};

export type TimetableColumn = { place: string; slots: TimetableSlot[] };

export type Timetable = {
  /** The first hour shown (0–23) and how many hours the day spans. */
  firstHour: number;
  hours: number;
  columns: TimetableColumn[];
};

/** Minutes since midnight in Norway: the timetable runs on the clock a visitor in Havvik reads. */
function clockMinutes(startsAt: string): number {
  const [h = "0", m = "0"] = formatTime(startsAt).split(":");
  return Number(h) * 60 + Number(m);
}

type Span = { event: FestivalEvent; start: number; end: number };

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** Lanes for one place: each span takes the first lane free at its start; a cluster of overlapping spans shares the lane count. */
function lanesOf(spans: Span[]): { lane: number; lanes: number }[] {
  const laneOf: number[] = [];
  const laneEnds: number[] = [];
  for (const s of spans) {
    let lane = laneEnds.findIndex((end) => end <= s.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = s.end;
    laneOf.push(lane);
  }
  return spans.map((s, i) => {
    const cluster = spans.filter((o) => overlaps(o, s));
    return { lane: laneOf[i] ?? 0, lanes: Math.max(...cluster.map((o) => (laneOf[spans.indexOf(o)] ?? 0) + 1)) };
  });
}

/**
 * The timetable of one day's screenings (in time order), columns in the programme's place order.
 * A screening running past midnight ends the day's span at 24:00 at most.
 */
export function layoutTimetable(
  events: FestivalEvent[],
  places: string[],
  placeOf: (e: FestivalEvent) => string,
  { markClashes = true }: { markClashes?: boolean } = {},
): Timetable {
  const spans: Span[] = events.map((event) => {
    const start = clockMinutes(event.startsAt);
    return { event, start, end: Math.min(start + event.durationMinutes, 24 * 60) };
  });
  const firstHour = Math.floor(Math.min(...spans.map((s) => s.start)) / 60);
  const lastHour = Math.ceil(Math.max(...spans.map((s) => s.end)) / 60);
  const columns = places.flatMap((place): TimetableColumn[] => {
    const own = spans.filter((s) => placeOf(s.event) === place);
    if (own.length === 0) return [];
    const lanes = lanesOf(own);
    const slots = own.map((s, i) => ({
      event: s.event,
      top: s.start - firstHour * 60,
      length: s.end - s.start,
      lane: lanes[i]?.lane ?? 0,
      lanes: lanes[i]?.lanes ?? 1,
      // A cancelled screening takes no one's evening: it neither clashes nor is clashed with.
      clashes:
        !markClashes || s.event.cancelled
          ? []
          : spans.filter((o) => o !== s && !o.event.cancelled && overlaps(o, s)).map((o) => ({ id: o.event.id, title: o.event.title })),
    }));
    return [{ place, slots }];
  });
  return { firstHour, hours: Math.max(1, lastHour - firstHour), columns };
}
