/**
 * The installable site's look: its colours and the PNG icons made by scripts/make-icons.mjs (from
 * the festival's favicon artwork). Document (head) and the web app manifest both read this.
 */

/** The browser UI colour: the deep sea blue of the site's accent (00-tokens.css `--sea`). */
export const THEME_COLOR = "#0b3954";

/** The splash screen behind the icon while the site starts from the home screen (`--paper`). */
export const BACKGROUND_COLOR = "#ffffff";

export type AppIcon = { src: string; sizes: string; type: "image/png"; purpose: "any" | "maskable" };

/** "any": rounded artwork on transparency; "maskable": full-bleed, the motif inside the safe circle. */
export const APP_ICONS: readonly AppIcon[] = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

/** iOS ignores the manifest's icons and takes this one, 180 px, without transparency. */
export const APPLE_TOUCH_ICON = "/icons/apple-touch-icon.png";
