// Types of build.mjs, for the site's TypeScript vitest config that imports it.

/** Absolute path of the bundle, build/venue.js at the repository root. */
export declare const VENUE_BUNDLE: string;

/** Bundles the sandbox venue into build/venue.js and answers its absolute path. */
export declare function buildVenue(): Promise<string>;
