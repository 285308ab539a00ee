import type { ContentBundle } from "./bundle";

/** Content as a source delivers it: validated, HTML sanitized, with a version that changes with it. */
export type LoadedContent = { version: string; bundle: ContentBundle };

/**
 * Where content comes from. The bundled demo content is the default; the management API (a later
 * issue) implements the same interface, so nothing downstream knows which one is in use.
 */
export interface ContentSource {
  readonly name: string;
  load(): Promise<LoadedContent>;
}
