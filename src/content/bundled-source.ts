import * as v from "valibot";
import raw from "../../build/content.json";
import { parseBundle } from "./parse-bundle";
import { sanitizeBundle } from "./sanitize-bundle";
import type { ContentSource, LoadedContent } from "./source";

let loaded: Promise<LoadedContent> | undefined;

const BuildStampSchema = v.object({ version: v.string(), builtAt: v.optional(v.number(), 0) });

/**
 * The version of the bundled content and when it was built (epoch ms), without parsing the whole
 * bundle: enough to tell whether a deploy brought newer demo content than KV holds.
 *
 * @example bundledBuild() // { version: "e71bf503e77b", builtAt: 1763726400000 }
 */
export function bundledBuild(): v.InferOutput<typeof BuildStampSchema> {
  return v.parse(BuildStampSchema, raw);
}

/**
 * The demo content in `content/`, bundled into the worker at build time (scripts/bundle-content.mjs).
 * Parsed and sanitized once per isolate, and only when KV has no content of its own.
 */
export const bundledSource: ContentSource = {
  name: "bundled",
  load() {
    loaded ??= (async () => {
      const input: unknown = raw;
      return { version: bundledBuild().version, bundle: await sanitizeBundle(parseBundle(input)) };
    })();
    // A failed load must not stick: the next request tries again.
    loaded.catch(() => (loaded = undefined));
    return loaded;
  },
};
