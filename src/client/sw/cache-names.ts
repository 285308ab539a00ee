import { build } from "./build-info";

/**
 * One cache per kind of thing, each named with the build version, so a new deploy starts clean
 * and `activate` can tell its own caches from the last version's (see carry-forward.ts for what
 * survives a deploy).
 */
export type CacheKind = "static" | "pages" | "images" | "account";

const PREFIX = "kinoweb-";

/** e.g. cacheName("pages", "1a.2b.3c") → "kinoweb-pages-1a.2b.3c" */
const cacheName = (kind: CacheKind, version = build.version): string => `${PREFIX}${kind}-${version}`;

/** The cache names of this version. */
export const CURRENT: Record<CacheKind, string> = {
  static: cacheName("static"),
  pages: cacheName("pages"),
  images: cacheName("images"),
  account: cacheName("account"),
};

/**
 * Caches of the same kind left by earlier versions.
 *
 * @example isOlder("kinoweb-pages-1a.2b.old", "pages") // true
 */
export function isOlder(name: string, kind: CacheKind): boolean {
  return name.startsWith(`${PREFIX}${kind}-`) && name !== CURRENT[kind];
}

/**
 * Any cache of ours that this version does not use. Other names (none today) are left alone.
 *
 * @example isStale("kinoweb-static-old") // true; isStale(CURRENT.static) // false
 */
export function isStale(name: string): boolean {
  return name.startsWith(PREFIX) && !Object.values(CURRENT).includes(name);
}

/** How many pages and images a phone keeps: enough for a festival week, small next to its storage. */
export const LIMITS = { pages: 60, images: 80 } as const;
