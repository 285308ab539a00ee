import type { FestivalEvent } from "../../content/event";
import { Memo } from "../../shared/memo";
import { PROGRAMME_PARAMS } from "../../shared/programme-filter";
import type { RenderContext } from "../render-context";
import type { BlockProps } from "./block-types";
import { prepareProgramme, type PreparedProgramme, type ProgrammeDay } from "./prepared-programme";
import { blockSource } from "./production-facts";
import { dayStrip, type DayStrip } from "./programme-days";
import type { ProgrammeProps } from "./programme-props";
import { parseProgrammeQuery, programmeOffers, type ProgrammeQuery } from "./programme-query";
import type { QueryOffers } from "./query-offers";
import { listDay, listFrom, openDayIndex, type ProgrammeList } from "./programme-window";

/**
 * What one programme block shows for one request: the filter the query asks for, the list (one
 * chosen day, or whole days from a start), the strip of day tabs and the days just beside.
 * The block draws it (Programme.tsx), the page's structured data describes exactly its screenings
 * (structured-data/page-events.ts), and the 404 check before rendering reads `namesNothing`.
 */
export type ProgrammeSelection = ProgrammeQuery & {
  prepared: PreparedProgramme;
  /** The chosen day (`dag`), when one is. */
  chosen?: ProgrammeDay | undefined;
  list: ProgrammeList;
  /** How many screenings the default view (no day, from now) lists for the filter: its tab's count. */
  coming: number;
  /** The day the list starts on (the chosen day, `fra`, or the first day still open). */
  startDay: string;
  strip: DayStrip;
  /** With a day chosen: the programme days before and after it. */
  previousDay?: string | undefined;
  nextDay?: string | undefined;
};

/** The block's screenings: its production source's events, else its event source's items. */
export function blockEvents(args: BlockProps): readonly FestivalEvent[] {
  const { block, data } = args;
  return blockSource(block, data, "production")?.events ?? blockSource(block, data, "event")?.items ?? [];
}

/** The block's films (for their subtitles); none for an event source. */
const blockFilms = (args: BlockProps) => blockSource(args.block, args.data, "production")?.items ?? [];

/** The block's programme prepared (prepared-programme.ts), its films' facts with it. */
const preparedOf = (props: ProgrammeProps, args: BlockProps) => prepareProgramme(blockEvents(args), props, blockFilms(args));

/**
 * Worked out once per request and block: the check before the render, the block and the structured
 * data all ask, with the same props (the block's, parsed from the same page data). The blocks of
 * one page: a bound far above them.
 */
const made = new Memo<RenderContext, [blockId: string], ProgrammeSelection | undefined>(64);

/**
 * The selection of a block with these (parsed) props for this request; undefined when the block
 * has no screenings at all.
 *
 * @example programmeSelection(props, { block, data, ctx })?.list.days.map((d) => d.day) // ["2025-09-20"] for ?dag=2025-09-20
 */
export function programmeSelection(props: ProgrammeProps, args: BlockProps): ProgrammeSelection | undefined {
  return made.get(args.ctx, [args.block.id], () => select(props, args));
}

/**
 * Whether the query names nothing in this block's programme (the block's `namesNothing`): a value
 * it does not have, or any programme parameter at all where the programme has no screenings.
 */
export function programmeNamesNothing(props: ProgrammeProps, args: BlockProps): boolean {
  // The query and the prepared (kept) programme decide it: no list, strip or counts are made for
  // an answer that will be the 404 page (an outsider's random values must not cost a selection).
  const prepared = preparedOf(props, args);
  if (prepared.days.length > 0) return parseProgrammeQuery(args.ctx.queries, prepared.options).namesNothing;
  return Object.values(PROGRAMME_PARAMS).some((name) => (args.ctx.queries[name] ?? []).some((value) => value !== ""));
}

/**
 * What the programme block offers each of its parameters (the block's `offers`, query-offers.ts):
 * the days, places, sections, ages and marks of its screenings; nothing at all where it has none,
 * as programmeNamesNothing answers.
 */
export function programmeBlockOffers(props: ProgrammeProps, args: BlockProps): QueryOffers {
  const prepared = preparedOf(props, args);
  if (prepared.days.length > 0) return programmeOffers(prepared.options);
  return Object.fromEntries(Object.values(PROGRAMME_PARAMS).map((name) => [name, new Set<string>()]));
}

/** The programme's parameters: the block renders from every one of them (page-reads.ts). */
export const PROGRAMME_READS = { params: Object.values(PROGRAMME_PARAMS) } as const;

/**
 * Whether the query's filter leaves this block no screening to list (the block's `listsNothing`):
 * such an answer is kept nowhere (docs/decisions/040). A block without screenings lists nothing
 * whatever the query, and says so with its own note; that page is kept as it is.
 */
export function programmeListsNothing(props: ProgrammeProps, args: BlockProps): boolean {
  const selection = programmeSelection(props, args);
  return selection !== undefined && selection.list.count === 0;
}

function select(props: ProgrammeProps, args: BlockProps): ProgrammeSelection | undefined {
  const { ctx } = args;
  const prepared = preparedOf(props, args);
  const { days, dayIndex } = prepared;
  if (days.length === 0) return undefined;
  const query = parseProgrammeQuery(ctx.queries, prepared.options);
  const { filter } = query;
  // The first day still open; a programme all over (an archive) reads from its first day.
  const open = openDayIndex(days, ctx.now);
  const anchor = Math.max(open, 0);
  // From now, the default view leaves out what has started; from a chosen day, that day is whole.
  const fromNow = listFrom(days, anchor, filter, open === -1 ? undefined : ctx.now);
  const chosenIndex = filter.day === undefined ? undefined : dayIndex.get(filter.day);
  if (chosenIndex !== undefined) {
    const chosen = days[chosenIndex]!;
    return {
      ...query,
      prepared,
      chosen,
      list: listDay(chosen, filter),
      coming: fromNow.count,
      startDay: chosen.day,
      strip: dayStrip(days, chosenIndex, filter, ctx.now),
      previousDay: days[chosenIndex - 1]?.day,
      nextDay: days[chosenIndex + 1]?.day,
    };
  }
  const fromIndex = filter.from === undefined ? undefined : dayIndex.get(filter.from);
  const start = fromIndex ?? anchor;
  const list = fromIndex === undefined ? fromNow : listFrom(days, fromIndex, filter);
  return { ...query, prepared, list, coming: fromNow.count, startDay: days[start]!.day, strip: dayStrip(days, start, filter, ctx.now) };
}
