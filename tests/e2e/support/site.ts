import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where global-setup.mjs started the site, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** Where global-setup.ts launched the run's Chromium (its headless shell): a playwright `chromium.connect` endpoint. */
    browserEndpoint: string;
    /** The same for the run's full Chromium, for what the headless shell lacks (support/browser.ts `useBrowser`). */
    fullBrowserEndpoint: string;
  }
}

/** The absolute URL of a path on the site under test. */
export function siteUrl(path: string): string {
  return new URL(path, inject("baseUrl")).href;
}

/** The run's Chromium, for `chromium.connect` (support/browser.ts): the headless shell, or the full browser. */
export function browserEndpoint(full = false): string {
  return inject(full ? "fullBrowserEndpoint" : "browserEndpoint");
}
