import * as v from "valibot";
import type { ScreeningFilter } from "./screenings";

const Day = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}/, "a date YYYY-MM-DD"),
  v.transform((s) => s.slice(0, 10)),
);

/**
 * A `programme` block's props: its title, and the bounds an editor fixes — one section, a first and
 * a last day. The block (Programme.tsx) and the page's structured data (page-events.ts) read the
 * same props with this one schema, so both list the same screenings.
 */
export const ProgrammeProps = v.object({
  title: v.optional(v.string()),
  section: v.optional(v.picklist(["festival", "buff", "cinema", "culture"])),
  from: v.optional(Day),
  to: v.optional(Day),
  /** How many of the programme's screenings changed since it was published: set by the page's route (routes/schedule-changes-props.ts), never by the CMS. */
  changes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
}) satisfies v.GenericSchema<unknown, ScreeningFilter & { title?: string | undefined }>;

export type ProgrammeProps = v.InferOutput<typeof ProgrammeProps>;
