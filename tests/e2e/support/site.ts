import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where global-setup.mjs started the site, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
  }
}

/** The absolute URL of a path on the site under test. */
export function siteUrl(path: string): string {
  return new URL(path, inject("baseUrl")).href;
}
