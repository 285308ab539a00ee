import type { FestivalEvent } from "../../content/event";
import type { Production } from "../../content/production";
import { Memo } from "../../shared/memo";
import type { ScreeningFacts } from "../../shared/programme-filter";
import { filmFacetValues } from "./film-facets";
import {
  filterScreenings,
  groupByDay,
  programmeOptions,
  roomOf,
  screeningFacts,
  type ProgrammeOptions,
  type ScreeningFilter,
  type SubtitlesOf,
} from "./screenings";

/** One day of a programme: its screenings in time order and, beside each, what the filter reads. */
export type ProgrammeDay = { day: string; events: FestivalEvent[]; facts: ScreeningFacts[] };

/**
 * A programme block's screenings as the block works with them, apart from any query or clock:
 * within the block's bounds, by day, with what the filter can offer and the timetable's rooms.
 */
export type PreparedProgramme = {
  days: ProgrammeDay[];
  /** Day key → its index in `days`. */
  dayIndex: Map<string, number>;
  options: ProgrammeOptions;
  /** Every room of the programme in one order, so a day's timetable columns keep their places. */
  rooms: string[];
  /** The timetable column of a screening (roomOf with the programme's byVenue). */
  room: (e: FestivalEvent) => string;
  /** A screening's film's subtitles (the programme's filter and the row's mark read them). */
  subtitlesOf: SubtitlesOf;
};

/**
 * Made once per source list and bounds: page data parsed from KV is shared by an isolate's requests
 * and never changed (kv/parsed-entries.ts), so its event lists can be owners. Grouping a season's
 * screenings by Norwegian day is the dearest part of a programme render that does not depend on
 * the query, and the 404 check before the render needs it too. The bounds are the blocks' (content,
 * not the query): a few per list.
 */
const prepared = new Memo<readonly FestivalEvent[], [section: ScreeningFilter["section"], from: string | undefined, to: string | undefined], PreparedProgramme>(
  16,
);

/**
 * @example prepareProgramme(source.events, { section: "buff" }).days.map((d) => d.day) // ["2025-10-10", "2025-10-11", "2025-10-12"]
 */
export function prepareProgramme(source: readonly FestivalEvent[], bounds: ScreeningFilter, films: readonly Production[] = []): PreparedProgramme {
  // The films come with the events from one source (page data is never changed), so the events key them too.
  return prepared.get(source, [bounds.section, bounds.from, bounds.to], (_, section, from, to) => prepare(source, { section, from, to }, films));
}

/** Each film's subtitles as the catalogue reads them from its features (`Undertekster`). */
function subtitlesByFilm(films: readonly Production[]): SubtitlesOf {
  const byId = new Map(films.map((p) => [p.id, filmFacetValues(p, []).values.subtitles.map((s) => s.slug)]));
  return (e) => byId.get(e.production.id) ?? [];
}

function prepare(source: readonly FestivalEvent[], bounds: ScreeningFilter, films: readonly Production[]): PreparedProgramme {
  const events = filterScreenings([...source], bounds);
  const subtitlesOf = subtitlesByFilm(films);
  const options = programmeOptions(events, subtitlesOf);
  const room = (e: FestivalEvent) => roomOf(e, options.byVenue);
  const days = groupByDay(events).map((d) => ({ ...d, facts: d.events.map((e) => screeningFacts(e, options.byVenue, subtitlesOf)) }));
  return {
    days,
    dayIndex: new Map(days.map((d, i) => [d.day, i])),
    options,
    rooms: [...new Set(events.map(room))].sort((a, b) => a.localeCompare(b, "nb", { numeric: true })),
    room,
    subtitlesOf,
  };
}
