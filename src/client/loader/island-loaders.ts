import type { IslandName } from "../../shared/island-markers";
import { revealNotify } from "../notify-reveal";
import type { IslandModule } from "./island-module";

/**
 * When a logged-out visitor's browser loads an island's code (a stored profile loads every island
 * at once, so the header shows the name on every page):
 * - `interaction`: on the first click of the island (hover, focus and touch already fetch the code);
 *   the click is held and handed on as `activated`, so "Logg inn" opens the dialog rather than
 *   following the fallback link;
 * - `visible`: when the island comes near the viewport (public content: a film's rating and reviews);
 * - `input`: on the first touch, pointer, focus, key or change inside the island, and nothing held
 *   back: for a fallback that works by itself (a form that submits, links that load), whose code
 *   only makes it quicker; what the visitor did before the code arrived is picked up on hydration;
 * - `form`: like `input`, for a form only the island can send (Min side's login): a submit, or a
 *   click on one of its buttons, is held back until the code is there and handed on as
 *   `activated` with the `trigger`; what was typed meanwhile is picked up on hydration;
 * - `focus`: when the visitor focuses something inside the island (a tap on a field focuses it
 *   too), and not on hover: for a field whose code only helps while typing in it;
 * - `idle`: when the browser has nothing else to do.
 */
export type LoadWhen = "interaction" | "input" | "form" | "focus" | "visible" | "idle";

/**
 * `wakeAtOnce`, when given, may overrule `when` for one page: true wakes the island at idle time
 * whatever the visitor does (e.g. the page needs fixing up that only the island's code can do).
 */
export type IslandLoader = { when: LoadWhen; wakeAtOnce?: (root: HTMLElement) => boolean; load: () => Promise<IslandModule> };

/**
 * Whether the programme or catalogue was rendered for another query than the address's
 * (`data-search` of its form). The same parameters in another order count as another query: that only wakes the island
 * early, and this check stays small (the island compares properly).
 */
function showsOtherQuery(root: HTMLElement): boolean {
  const renderedFor = root.closest<HTMLElement>("[data-search]")?.dataset.search;
  return renderedFor !== undefined && renderedFor !== new URLSearchParams(location.search).toString();
}

/** Island name → when and how to import its code. Each import is its own chunk (scripts/build-client.mjs). */
export const islandLoaders: Partial<Record<IslandName, IslandLoader>> = {
  profile: { when: "interaction", load: () => import("../islands/profile") },
  "movie-public": { when: "visible", load: () => import("../islands/movie-public") },
  "movie-personal": { when: "interaction", load: () => import("../islands/movie-personal") },
  // `form`, not `visible`: the server's login form takes typing at once, so React (most of the
  // page's JavaScript) waits until the visitor reaches for it.
  account: { when: "form", load: () => import("../islands/account") },
  // Not `interaction`: that holds back the first click, and here a click on a select or checkbox
  // must work at once (a tab clicked before the code came loads its page the plain way). It wakes
  // at once when the list is not what the address asks for: offline, the service worker may answer
  // an address with the kept programme of another.
  "programme-filter": { when: "input", wakeAtOnce: showsOtherQuery, load: () => import("../islands/programme-filter") },
  // The film catalogue's filter: the same reasons as the programme's.
  catalogue: { when: "input", wakeAtOnce: showsOtherQuery, load: () => import("../islands/catalogue") },
  "live-screenings": { when: "idle", load: () => import("../islands/live-screenings") },
  tracking: { when: "idle", load: () => import("../islands/tracking") },
  // The player is another site's: nothing of it (not even this code) loads before the click.
  trailer: { when: "interaction", load: () => import("../islands/trailer") },
  // The header's search suggestions: the form sends a plain search without it.
  "search-suggest": { when: "focus", load: () => import("../islands/search-suggest") },
  // A film's "Varsle meg": shown where push works; its code comes on the click (or at once for a
  // film this browser follows, to check that with the server): notify-reveal.ts.
  notify: { when: "interaction", wakeAtOnce: revealNotify, load: () => import("../islands/notify") },
};
