/**
 * What the page script and the worker agree on about a browser that holds the site stylesheet
 * (docs/decisions/038-returning-browser-stylesheet.md): the script sets a cookie naming the
 * stylesheet once it has loaded it, and the worker then sends pages that link that file in
 * `<head>` instead of repeating its first-screen rules inline.
 */

/** The cookie's name: first-party, readable by the page script, never sent anywhere else. */
export const STYLESHEET_COOKIE = "nff-css";

/** A year: the file is immutable, and a new deploy's file has another hash, which the cookie then names. */
export const STYLESHEET_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The site stylesheet's hashed path, as scripts/build-styles.mjs names it. */
const STYLESHEET_PATH = /^\/build\/site-([\w-]{1,64})\.css$/;

/**
 * The hash part of the site stylesheet's path, or undefined for any other path.
 *
 * @example stylesheetHash("/build/site-FXiw77-9Qb.css") // "FXiw77-9Qb"
 */
export function stylesheetHash(path: string): string | undefined {
  return STYLESHEET_PATH.exec(path)?.[1];
}
