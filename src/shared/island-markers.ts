/**
 * The attribute names that tie a server-rendered island to its browser code. Both `src/render/`
 * (which writes them) and `src/client/` (which looks for them) import this one module, so the two
 * sides cannot drift apart (DESIGN.md "Islands like HonoX and Astro").
 *
 * The server writes, for an island called "profile":
 *
 * ```html
 * <div data-island="profile">…static fallback…</div>
 * <script type="application/json" data-island-props="profile">{"href":"/min-side"}</script>
 * ```
 *
 * The props script is the island element's next sibling, so the loader finds it without ids.
 */

/** Marks the root element of an island; the value is the island's name. */
export const ISLAND_ATTR = "data-island";

/** Marks the JSON props script beside an island; the value repeats the island's name. */
export const ISLAND_PROPS_ATTR = "data-island-props";

/** Set by the loader on an island root once hydrated, so a second pass skips it. */
export const ISLAND_HYDRATED_ATTR = "data-island-hydrated";

/** `document.body.dataset[CLIENT_LOADED_KEY]` is set when every island on the page is hydrated. */
export const CLIENT_LOADED_KEY = "clientLoaded";

/** The islands the server may emit. The loader maps each name to a lazy `import()`. */
export const ISLAND_NAMES = ["profile", "movie-personal", "account"] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/** Props of the header's profile island (account menu): where the static fallback links to. */
export type ProfileIslandProps = { href: string; locale: "nb" | "en" };

/** Props of a film page's personal island (rating, reviews, watch list). */
export type MoviePersonalIslandProps = { ediNumber: string };

/** Props of Min side's account island (tickets, watch list, login forms): the page's locale. */
export type AccountIslandProps = { locale: "nb" | "en" };

/** Island name → its props, so render and client agree on the JSON shape. */
export type IslandProps = {
  profile: ProfileIslandProps;
  "movie-personal": MoviePersonalIslandProps;
  account: AccountIslandProps;
};
