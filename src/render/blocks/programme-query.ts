import * as v from "valibot";
import {
  ACCESS_SLUGS,
  MAX_CHILD_AGE,
  PROGRAMME_PARAMS as P,
  SECTION_SLUGS,
  YES,
  type ProgrammeFilter,
} from "../../shared/programme-filter";
import type { ProgrammeOptions } from "./screenings";

/** The id whose URL slug this is, among the offered ids. */
function slugSchema<K extends string>(slugs: Record<K, string>, offered: readonly K[]) {
  return v.pipe(
    v.picklist(offered.map((id) => slugs[id])),
    v.transform((slug) => offered.find((id) => slugs[id] === slug) as K),
  );
}

const ChildAge = v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number), v.maxValue(MAX_CHILD_AGE));
const On = v.literal(YES);

/** The first value of `key` that fits `schema`, else undefined: a bad value is ignored, not an error. */
function first<S extends v.GenericSchema<string, unknown>>(schema: S, values: string[] | undefined): v.InferOutput<S> | undefined {
  for (const value of values ?? []) {
    const parsed = v.safeParse(schema, value);
    if (parsed.success) return parsed.output;
  }
  return undefined;
}

/**
 * The programme filter a query asks for, as far as the page can apply it: a day, place or section
 * the page does not have, an age outside 0–17, an unknown mark — each is dropped on its own, so a
 * mistyped link still shows a programme, and the form shows what is really applied. Controls the
 * page does not offer (one day only, say) are ignored too.
 *
 * @example parseProgrammeQuery({ alder: ["7"], voksen: ["ja"], dag: ["i morgen"] }, options) // { age: 7, withAdult: true, day: undefined, … }
 */
export function parseProgrammeQuery(queries: Record<string, string[]>, options: ProgrammeOptions): ProgrammeFilter {
  const days = [...options.days.keys()];
  const offered = <T>(list: T[]): T[] => (list.length > 1 ? list : []);
  const accessSlug = slugSchema(ACCESS_SLUGS, options.access);
  const access = new Set<string>();
  for (const value of queries[P.access] ?? []) {
    const parsed = v.safeParse(accessSlug, value);
    if (parsed.success) access.add(parsed.output);
  }
  return {
    day: first(v.picklist(offered(days)), queries[P.day]),
    place: first(v.picklist(offered(options.places)), queries[P.place]),
    section: first(slugSchema(SECTION_SLUGS, offered(options.sections)), queries[P.section]),
    age: options.ages ? first(ChildAge, queries[P.age]) : undefined,
    withAdult: options.ages && first(On, queries[P.withAdult]) !== undefined,
    access: [...access],
    earlier: first(On, queries[P.earlier]) !== undefined,
  };
}
