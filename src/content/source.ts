import type { ContentBundle } from "./bundle";

/** Content as a source delivers it: validated, HTML sanitized, with a version that changes with it. */
export type LoadedContent = { version: string; bundle: ContentBundle };

/**
 * Where content comes from: the bundled demo content (the default), the festival's APIs
 * (src/content-apis/), and the current content in KV that routes read (src/kv/current-content.ts).
 * Nothing downstream knows which one is in use.
 */
export interface ContentSource {
  readonly name: string;
  load(): Promise<LoadedContent>;
}
