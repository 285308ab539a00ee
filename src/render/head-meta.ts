import type { Locale } from "../content/locale";
import type { ImagePreload } from "./first-screen-image";

/**
 * Everything `<head>` says about a page ("Meta"): computed by the meta rules of the
 * page kind, written by `Document` before the body streams.
 */
export type HeadMeta = {
  /** Full title, festival name included. */
  title: string;
  description: string;
  keywords: string;
  /** Absolute image URL for og:image, or empty. */
  image: string;
  canonical: string;
  locale: Locale;
  /** hreflang twins, e.g. the English version of a Norwegian page. */
  alternates: { locale: Locale; href: string }[];
  facebookVerificationCode: string;
  ogType: "website" | "article";
  /** True while the site is not published: robots meta says noindex. */
  noindex: boolean;
  /** The blocks the page opens with (first-screen-css.ts): their rules go inline in `<head>`. */
  firstScreen: string[];
  /** The first screen's picture, preloaded at high priority (first-screen-image.ts): two, each with its media, where a phone draws a square of it. */
  preloadImages?: ImagePreload[] | undefined;
};
