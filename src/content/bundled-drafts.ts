import * as v from "valibot";
import raw from "../../build/content-drafts.json";
import { DraftsSchema } from "./drafts";

const BundledDraftsSchema = v.object({ ...DraftsSchema.entries, version: v.string(), builtAt: v.number() });
export type BundledDrafts = v.InferOutput<typeof BundledDraftsSchema>;

let parsed: BundledDrafts | undefined;

/**
 * The drafts of the demo content (`content/drafts/`), bundled at build time apart from the
 * published content (scripts/bundle-content.mjs) and read only for a preview link: parsed on the
 * first preview of an isolate, never on a visitor's request.
 *
 * @example bundledDrafts().version // "3f2a9c81d0b4"
 */
export function bundledDrafts(): BundledDrafts {
  parsed ??= v.parse(BundledDraftsSchema, raw);
  return parsed;
}
