import type { Context } from "hono";
import * as v from "valibot";
import { VenueError } from "./errors";

const count = (fallback: string, max: number) =>
  v.pipe(v.optional(v.string(), fallback), v.regex(/^\d{1,6}$/, "must be a whole number"), v.toNumber(), v.maxValue(max));

/** The largest page a caller gets, whatever `take` asks for. */
export const MAX_TAKE = 100;

/**
 * `skip` and `take` of a list call (`?skip=0&take=20`). Missing values take the defaults the site's
 * calls use; anything that is not a whole number is a 400.
 */
export function paging(c: Context, defaultTake: number): { skip: number; take: number } {
  const schema = v.object({ skip: count("0", 1_000_000), take: count(String(defaultTake), MAX_TAKE) });
  const result = v.safeParse(schema, { skip: c.req.query("skip"), take: c.req.query("take") });
  if (!result.success) {
    const problems = result.issues.map((i) => `${v.getDotPath(i) ?? "query"}: ${i.message}`).join("; ");
    throw new VenueError(400, `Ugyldig forespørsel: ${problems}`);
  }
  return result.output;
}
