import * as v from "valibot";
import { ACCESS_SLUGS, MAX_CHILD_AGE, PROGRAMME_PARAMS as P, SECTION_SLUGS, YES, type ProgrammeFilter } from "../../shared/programme-filter";
import { Memo } from "../../shared/memo";
import type { QueryOffers } from "./query-offers";
import type { ProgrammeOptions } from "./screenings";

/** The filter a query asks for, and whether some value in it names nothing in the programme. */
export type ProgrammeQuery = { filter: ProgrammeFilter; namesNothing: boolean };

/** The id whose URL slug this is, among the ids in use. */
function slugSchema<K extends string>(slugs: Record<K, string>, inUse: readonly K[]) {
  return v.pipe(
    v.picklist(inUse.map((id) => slugs[id])),
    v.transform((slug) => inUse.find((id) => slugs[id] === slug) as K),
  );
}

const ChildAge = v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number), v.maxValue(MAX_CHILD_AGE));
/** For a choice the programme does not have (every film allowed for all: no age to ask). */
const NotOffered = v.pipe(
  v.string(),
  v.check(() => false, "not offered by this programme"),
);

/** The one value of an on/off choice that is on (`samtale=ja`). */
const TalkOn = v.literal(YES);

/** A programme's schemas for its values. */
function makeSchemas(options: ProgrammeOptions) {
  return {
    days: v.picklist([...options.days.keys()]),
    place: v.picklist(options.places),
    section: slugSchema(SECTION_SLUGS, options.sections),
    access: slugSchema(ACCESS_SLUGS, options.access),
    subtitles: v.picklist(options.subtitles),
  };
}

/**
 * Made once per options object (kept with the prepared programme): a picklist of a season's days
 * joins all of them into its message, a twentieth of a day page's CPU when made per request.
 */
const schemas = new Memo<ProgrammeOptions, [], ReturnType<typeof makeSchemas>>(1);

/**
 * The programme filter a query asks for, read against the programme's own screenings. A value
 * that names nothing in them — a day without screenings (`dag`, `fra`), a place, section or mark
 * not in use, `samtale` where no screening has a talk, an age outside 0–17 or where no film has an age limit, a day and a start day at once
 * — makes `namesNothing` true: the page answers 404 rather than render and keep a copy of the
 * programme for it (docs/decisions/027). Empty values are what a GET form sends for a control
 * left alone: they mean "no filter". `voksen` without an age is ignored (page-params.ts drops it).
 *
 * @example parseProgrammeQuery({ alder: ["7"], voksen: ["ja"] }, options) // { filter: { age: 7, withAdult: true, … }, namesNothing: false }
 * @example parseProgrammeQuery({ dag: ["2031-01-01"] }, options).namesNothing // true
 */
export function parseProgrammeQuery(queries: Record<string, string[]>, options: ProgrammeOptions): ProgrammeQuery {
  let namesNothing = false;
  const given = (key: string) => (queries[key] ?? []).filter((value) => value !== "");
  /** The first value given for `key` read with `schema`; a value that does not fit names nothing. */
  const one = <S extends v.GenericSchema<string, unknown>>(key: string, schema: S): v.InferOutput<S> | undefined => {
    const [value] = given(key);
    if (value === undefined) return undefined;
    const parsed = v.safeParse(schema, value);
    if (!parsed.success) namesNothing = true;
    return parsed.success ? parsed.output : undefined;
  };
  const { days, place: places, section: sections, access: accessSlug, subtitles: subtitleSlugs } = schemas.get(options, [], makeSchemas);
  const day = one(P.day, days);
  const from = one(P.from, days);
  // One day, or days from one on: both at once is no page of ours.
  if (day !== undefined && from !== undefined) namesNothing = true;
  const place = one(P.place, places);
  const section = one(P.section, sections);
  const subtitles = one(P.subtitles, subtitleSlugs);
  // `samtale=ja` names something only where a screening has a talk; any other value names nothing.
  const talk = one(P.talk, options.talks ? TalkOn : NotOffered) !== undefined;
  const age: number | undefined = options.ages ? one(P.age, ChildAge) : (one(P.age, NotOffered), undefined);
  const access = new Set<string>();
  for (const value of given(P.access)) {
    const parsed = v.safeParse(accessSlug, value);
    if (parsed.success) access.add(parsed.output);
    else namesNothing = true;
  }
  const filter: ProgrammeFilter = {
    day,
    from: day === undefined ? from : undefined,
    place,
    section,
    age,
    withAdult: age !== undefined && given(P.withAdult).includes(YES),
    access: [...access],
    subtitles,
    talk,
  };
  return { filter, namesNothing };
}

/** Every way a child's age is written that ChildAge reads: 0–17 in one or two digits ("7", "07"). */
const CHILD_AGES: ReadonlySet<string> = new Set(Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => [String(age), String(age).padStart(2, "0")]).flat());

/**
 * Every value of a programme parameter that parseProgrammeQuery reads as naming something in these
 * options (query-offers.ts): any other value makes its `namesNothing` true. `voksen` is not judged.
 *
 * @example programmeOffers(options).dag.has("2031-01-01") // false
 */
export function programmeOffers(options: ProgrammeOptions): QueryOffers {
  const days = new Set(options.days.keys());
  return {
    [P.day]: days,
    [P.from]: days,
    [P.place]: new Set(options.places),
    [P.section]: new Set(options.sections.map((id) => SECTION_SLUGS[id])),
    [P.age]: options.ages ? CHILD_AGES : new Set(),
    [P.access]: new Set(options.access.map((id) => ACCESS_SLUGS[id])),
    [P.subtitles]: new Set(options.subtitles),
    [P.talk]: new Set(options.talks ? [YES] : []),
  };
}
