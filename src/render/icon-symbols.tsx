import type { ReactElement } from "react";

/**
 * The drawings of the site's icons ("Icons" and "Logos"), each on a 24×24 grid.
 * Stroke icons inherit `currentColor`, so an icon takes the colour of the text around it.
 * The build draws them into the sprite file (scripts/build-icon-sprite.mjs) and the rows' masks
 * (build-icon-masks.mjs); `Icon` draws one inline where a first screen needs it without the
 * sprite (the header's, docs/decisions/054). Nothing else should import this file.
 */
export const ICON_NAMES = [
  "arrow-left",
  "arrow-right",
  "arrow-down",
  "play",
  "star",
  "star-half",
  "star-empty",
  "search",
  "hamburger",
  "close",
  "profile",
  "exclamation",
  "ticket",
  "external",
  "facebook",
  "instagram",
  "mail",
  "place",
  "calendar",
  "clock",
  "app-store",
  "google-play",
  "film-club",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

const STAR = "M12 2.8l2.84 5.76 6.36.92-4.6 4.48 1.09 6.33L12 17.3l-5.69 2.99 1.09-6.33-4.6-4.48 6.36-.92z";

/** Filled shapes override the sprite's stroke defaults on the element itself. */
const filled = { fill: "currentColor", stroke: "none" } as const;

export const ICON_DRAWINGS: Record<IconName, ReactElement> = {
  "arrow-left": <path d="M19 12H5M11 18l-6-6 6-6" />,
  "arrow-right": <path d="M5 12h14M13 6l6 6-6 6" />,
  "arrow-down": <path d="M12 5v14M6 13l6 6 6-6" />,
  play: <path d="M7 4.5v15l12.5-7.5z" {...filled} />,
  star: <path d={STAR} fill="currentColor" />,
  "star-half": (
    <>
      <path d="M12 2.8v14.5l-5.69 2.99 1.09-6.33-4.6-4.48 6.36-.92z" {...filled} />
      <path d={STAR} />
    </>
  ),
  "star-empty": <path d={STAR} />,
  search: <path d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 20 20" />,
  hamburger: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  profile: <path d="M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4.5 20.5c.6-3.8 3.6-6 7.5-6s6.9 2.2 7.5 6" />,
  exclamation: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5v5.5M12 16.5v.01" />,
  ticket: <path d="M3 7h18v3.2a1.8 1.8 0 0 0 0 3.6V17H3v-3.2a1.8 1.8 0 0 0 0-3.6zM15 7.5v1.5M15 11.25v1.5M15 15v1.5" />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  facebook: <path d="M17 3h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V7.5a1 1 0 0 1 1-1h3z" {...filled} />,
  instagram: <path d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17.5 6.5v.01" />,
  mail: <path d="M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3.5 7.5 12 13l8.5-5.5" />,
  place: <path d="M12 21.5s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12zM12 7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z" />,
  calendar: <path d="M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 10h18M8 3v4M16 3v4" />,
  clock: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3.5 2" />,
  "app-store": <path d="M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM8 17l4.5-9.5M16 17l-4.5-9.5M7 14h10" />,
  "google-play": <path d="M5 3.2v17.6L20 12zM5 3.2l9.5 12M5 20.8l9.5-12" />,
  "film-club": <path d="M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM7 4v16M17 4v16M3 8h4M3 12h4M3 16h4M17 8h4M17 12h4M17 16h4" />,
};
