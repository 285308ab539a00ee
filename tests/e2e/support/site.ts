import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where global-setup.mjs started the site, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** Where global-setup.ts launched the run's Chromium: a playwright `chromium.connect` endpoint. */
    browserEndpoint: string;
  }
}

/** The absolute URL of a path on the site under test. */
export function siteUrl(path: string): string {
  return new URL(path, inject("baseUrl")).href;
}

/** The run's Chromium, for `chromium.connect` (support/browser.ts). */
export function browserEndpoint(): string {
  return inject("browserEndpoint");
}
