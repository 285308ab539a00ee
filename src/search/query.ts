import * as v from "valibot";

/** The longest query searched ("very long (cut to a limit)"); the rest is dropped. */
export const MAX_QUERY_CHARS = 100;

/**
 * `q` as the search runs it: control characters dropped, white space folded, trimmed and cut to
 * MAX_QUERY_CHARS characters (code points, so an emoji is never split in half). A missing, empty
 * or repeated-blank q becomes "", which the page answers with a prompt instead of results.
 */
export const QuerySchema = v.pipe(
  v.optional(v.string(), ""),
  v.transform((q) =>
    q
      .normalize("NFC")
      .replace(/[\p{Cc}\p{Cf}\p{Z}\s]+/gu, " ")
      .trim(),
  ),
  v.transform((q) => Array.from(q).slice(0, MAX_QUERY_CHARS).join("").trim()),
);

/** @example parseQuery("  Måkeøya  ") // "Måkeøya" */
export function parseQuery(raw: string | undefined): string {
  return v.parse(QuerySchema, raw);
}
