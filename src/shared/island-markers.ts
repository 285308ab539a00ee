/**
 * The attribute names that tie a server-rendered island to its browser code. Both `src/render/`
 * (which writes them) and `src/client/` (which looks for them) import this one module, so the two
 * sides cannot drift apart (docs/architecture.md "Islands and the one page script").
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

import type { SortKey } from "./catalogue-filter";
import type { CountText } from "./programme-filter";

/** Marks the root element of an island; the value is the island's name. */
export const ISLAND_ATTR = "data-island";

/** Marks the JSON props script beside an island; the value repeats the island's name. */
export const ISLAND_PROPS_ATTR = "data-island-props";

/** Set by the loader on an island root once hydrated, so a second pass skips it. */
export const ISLAND_HYDRATED_ATTR = "data-island-hydrated";

/** `document.body.dataset[CLIENT_LOADED_KEY]` is set when every island on the page is hydrated. */
export const CLIENT_LOADED_KEY = "clientLoaded";

/** The islands the server may emit. The loader maps each name to a lazy `import()`. */
export const ISLAND_NAMES = [
  "profile",
  "movie-public",
  "movie-personal",
  "account",
  "programme-filter",
  "catalogue",
  "live-screenings",
  "tracking",
  "trailer",
  "search-suggest",
  "notify",
] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/** Props of the header's profile island (account menu): where the static fallback links to. */
export type ProfileIslandProps = { href: string; locale: "nb" | "en" };

/** Props of a film page's public island (no React): the audience's rating and the reviews. */
export type MoviePublicIslandProps = { ediNumber: string };

/** Props of a film page's personal island: the watch-list button (with its login dialog). */
export type MoviePersonalIslandProps = { ediNumber: string };

/**
 * Props of Min side's account island (tickets, watch list, login forms): the page's locale, and
 * the site's clock (epoch ms) when it is fixed (DEMO_NOW in a local run), which decides which
 * tickets are past; otherwise the browser's own clock does. `seats`: what the plan's "Si fra om det
 * blir ledig" says, as the rows' (docs/decisions/045).
 */
export type AccountIslandProps = { locale: "nb" | "en"; now?: number; seats?: SeatWatchWords };

/**
 * Offline, a programme day the phone does not keep: "{day} er ikke lagret …" (`day`, or `days` for
 * the days from one), the lead of the kept days' links (`kept`, or `none`), and the Intl locale
 * the island writes the day in.
 */
export type NotKeptText = { day: string; days: string; kept: string; none: string; intlLocale: string };

/**
 * Props of a programme's filter island (no React): it loads the page of another day or filter and
 * swaps the programme in place. `count` is the page's "Viser {n} visninger" phrase, `offline`
 * the note for a programme kept from before and `notKept` what it says of a day not kept, so the
 * island needs no dictionary of its own.
 */
export type ProgrammeFilterIslandProps = { count: CountText; offline: string; notKept: NotKeptText };

/**
 * Props of a film catalogue's filter (no React, src/client/islands/catalogue.ts): filters and sorts
 * the rendered cards in place. The page's words come along — "{n} filmer", an option's
 * "{label} ({n})", "{n} valgt" beside "Flere filtre" — so the island needs no dictionary of its own; `locale` orders titles (Æ Ø Å
 * last in Norwegian), `sort` is the page's own order (not written in the address).
 */
export type CatalogueIslandProps = { count: CountText; option: string; inUse: string; without: string; remove: string; locale: "nb" | "en"; sort: SortKey };

/**
 * Props of the live ticket status (no React): refreshes sold-out marks from /api/events. The
 * label comes from the server's dictionary, so the page and the island say "Utsolgt" alike.
 */
export type LiveScreeningsIslandProps = { locale: "nb" | "en"; soldOutLabel: string; seats: SeatWatchWords };

/**
 * What a sold-out row's "Si fra om det blir ledig" says (docs/decisions/045): its two labels, what
 * waiting means, failures, and why it cannot be had here (the reasons "Varsle meg" has). `push`:
 * the site has push keys; without them the rows say `siteOff`.
 */
export type SeatWatchWords = {
  push: boolean;
  on: string;
  off: string;
  waiting: string;
  failed: string;
} & Record<NotifyUnavailable, string>;

/**
 * What an analytics event says about a film, culture production or screening (
 * "id, name, brand, list name, category"). Brand is the festival; category the programme section.
 */
export type TrackedItem = { id: string; name: string; brand: string; listName: string; category: string };

/**
 * Props of the analytics island (no React), emitted only when the site has an analytics id:
 * the id, the brand for ticket clicks, and on film and culture pages the item being viewed.
 */
export type TrackingIslandProps = { googleAnalyticsId: string; brand: string; viewedItem?: TrackedItem };

/**
 * Props of a film's trailer (no React): the player's address (YouTube without cookies or Vimeo
 * with "do not track", src/content/trailer.ts) and the iframe's accessible title.
 */
export type TrailerIslandProps = { embedUrl: string; title: string };

/**
 * Props of a film's "Varsle meg" button (no React, src/client/islands/notify.ts): the film, and
 * the words the button and its status line say in the page's language, among them why
 * notifications cannot be had here (docs/decisions/024): this browser has no push, an iPhone
 * needs the site on its Home Screen, the visitor blocked them, the browser's push service refused,
 * the site has no push keys (a page rendered before they were removed).
 */
export type NotifyIslandProps = {
  productionId: string;
  locale: "nb" | "en";
  on: string;
  off: string;
  failed: string;
} & Record<NotifyUnavailable, string>;

/** The reasons "Varsle meg" cannot be used, each a prop with its sentence. */
export type NotifyUnavailable = "unsupported" | "homeScreen" | "blocked" | "noService" | "siteOff";

/** Island name → its props, so render and client agree on the JSON shape. */
export type IslandProps = {
  profile: ProfileIslandProps;
  "movie-public": MoviePublicIslandProps;
  "movie-personal": MoviePersonalIslandProps;
  account: AccountIslandProps;
  "programme-filter": ProgrammeFilterIslandProps;
  catalogue: CatalogueIslandProps;
  "live-screenings": LiveScreeningsIslandProps;
  tracking: TrackingIslandProps;
  trailer: TrailerIslandProps;
  /** None: where it asks and the words it says come with its code (client/i18n/suggest-*.ts). */
  "search-suggest": Record<string, never>;
  notify: NotifyIslandProps;
};
