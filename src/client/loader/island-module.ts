/*
 * What the loader and an island agree on, in a module of its own: the islands import these types,
 * and the loader imports the islands (by import()), so with the types in island-loaders.ts each
 * island and the loader would import each other.
 */

/**
 * How an island was woken: `activated` when the visitor clicked its fallback before the code
 * arrived, and `trigger`, for a `form` island, the element they pressed (a button, or the form sent).
 */
export type HydrateOptions = { activated: boolean; trigger?: Element };

/**
 * What an island module exports: a function that takes over its server-rendered element. The
 * module itself imports React and renders, so the loader stays free of React and a page whose
 * islands are not needed yet downloads no React at all.
 */
export type IslandModule = { hydrate(root: HTMLElement, props: unknown, options: HydrateOptions): void };
