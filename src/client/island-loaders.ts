import type { IslandName } from "../shared/island-markers";

/** How an island was woken: `activated` when the visitor clicked its fallback before the code arrived. */
export type HydrateOptions = { activated: boolean };

/**
 * What an island module exports: a function that takes over its server-rendered element. The
 * module itself imports React and renders, so the loader stays free of React and a page whose
 * islands are not needed yet downloads no React at all.
 */
export type IslandModule = { hydrate(root: HTMLElement, props: unknown, options: HydrateOptions): void };

/**
 * When a logged-out visitor's browser loads an island's code (a stored profile loads every island
 * at once, so the header shows the name on every page):
 * - `interaction`: on the first click of the island (hover, focus and touch already fetch the code);
 *   the click is held and handed on as `activated`, so "Logg inn" opens the dialog rather than
 *   following the fallback link;
 * - `visible`: when the island comes near the viewport (public content: rating and reviews, Min side);
 * - `idle`: when the browser has nothing else to do.
 */
export type LoadWhen = "interaction" | "visible" | "idle";

export type IslandLoader = { when: LoadWhen; load: () => Promise<IslandModule> };

/** Island name → when and how to import its code. Each import is its own chunk (scripts/build-client.mjs). */
export const islandLoaders: Partial<Record<IslandName, IslandLoader>> = {
  profile: { when: "interaction", load: () => import("./islands/profile") },
  "movie-personal": { when: "visible", load: () => import("./islands/movie-personal") },
  account: { when: "visible", load: () => import("./islands/account") },
  // Not `interaction`: that holds back the first click, and here a click on a select or checkbox must work at once.
  "programme-filter": { when: "visible", load: () => import("./islands/programme-filter") },
  "live-screenings": { when: "idle", load: () => import("./islands/live-screenings") },
  tracking: { when: "idle", load: () => import("./islands/tracking") },
};
