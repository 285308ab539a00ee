import * as v from "valibot";
import raw from "../../build/content.json";
import { parseBundle } from "./parse-bundle";
import { sanitizeBundle } from "./sanitize-bundle";
import type { ContentSource, LoadedContent } from "./source";

let loaded: Promise<LoadedContent> | undefined;

/**
 * The demo content in `content/`, bundled into the worker at build time (scripts/bundle-content.mjs).
 * Parsed and sanitized once per isolate, and only when KV misses.
 */
export const bundledSource: ContentSource = {
  name: "bundled",
  load() {
    loaded ??= (async () => {
      const input: unknown = raw;
      const version = v.parse(v.object({ version: v.string() }), input).version;
      return { version, bundle: await sanitizeBundle(parseBundle(input)) };
    })();
    // A failed load must not stick: the next request tries again.
    loaded.catch(() => (loaded = undefined));
    return loaded;
  },
};
