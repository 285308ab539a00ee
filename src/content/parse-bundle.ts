import * as v from "valibot";
import { type ContentBundle, ContentBundleSchema } from "./bundle";

/** A content document that failed its schema: where, and why, in words an editor can act on. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Content is invalid: ${problems.slice(0, 5).join("; ")}${problems.length > 5 ? ` (+${problems.length - 5} more)` : ""}`);
    this.name = "ContentError";
  }
}

/** Parses a whole bundle; every problem is listed with its path (e.g. `articles.3.slug`). */
export function parseBundle(raw: unknown): ContentBundle {
  const result = v.safeParse(ContentBundleSchema, raw);
  if (result.success) return result.output;
  throw new ContentError(result.issues.map((i) => `${v.getDotPath(i) ?? "(root)"}: ${i.message}`));
}
