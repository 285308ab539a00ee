import type { IslandName } from "../shared/island-markers";

/**
 * What an island module exports: a function that takes over its server-rendered element. The
 * module itself imports React and calls `hydrateRoot`, so the loader stays free of React and a
 * page whose islands are not needed yet downloads no React at all.
 */
export type IslandModule = { hydrate(root: HTMLElement, props: unknown): void };

/**
 * Island name → lazy import of its code. The account issue adds `profile` and `movie-personal`
 * (e.g. `profile: () => import("./islands/profile")`); until then their static fallbacks (a
 * "Logg inn" link, an explanatory text) are all a visitor gets, and that is complete by itself.
 */
export const islandLoaders: Partial<Record<IslandName, () => Promise<IslandModule>>> = {};
