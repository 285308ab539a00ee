/**
 * How each kind of picture is drawn, from the layout in src/render/styles: `sizes` tells the
 * browser the picture's width on the page (it multiplies by the screen's pixel density and takes
 * the smallest variant at least that wide), and `narrowest`/`widest` bound the variants written
 * into its srcset to those some screen takes (bench/README.md, "Picture markup"): a phone at 2–3×,
 * upright or on its side, a tablet or laptop at 1–2×, 320 to 2560 px wide. A screen needing less
 * than `narrowest` takes it anyway (sharp, a little heavier); none needs more than `widest`. The head's preload reads the same layout, so
 * the preloaded file is the one the img then asks for. Change these with the CSS.
 */
export type PictureLayout = {
  /** The `sizes` attribute: the picture's drawn width at each screen width. */
  readonly sizes: string;
  /** The narrowest variant any screen takes: narrower ones are left out of the srcset. */
  readonly narrowest: number;
  /** The widest variant any screen takes: wider ones are left out of the srcset. */
  readonly widest: number;
};

/** No cut at the top: the widest variant made is wanted by a wide or dense enough screen. */
const WIDEST_MADE = Number.POSITIVE_INFINITY;

/** Room either side of a block on a phone: `--pad` is at least 1rem (00-tokens.css), so this is never narrower than the picture. */
const PHONE_COLUMN = "calc(100vw - 2rem)";

/** An article's cover runs the full width of the window (40-blocks.css). */
export const COVER: PictureLayout = { sizes: "100vw", narrowest: 640, widest: WIDEST_MADE };

/**
 * The front page's festival hero fills a box as tall as `.hero-text`'s min-height (41-front-page.css)
 * with a 16:9 picture cropped to cover it: on a phone that box is taller than the width allows, so the
 * picture is drawn about 870 px wide on a 390 px screen, not 390.
 */
export const FESTIVAL_HERO: PictureLayout = {
  sizes: "max(100vw, calc(clamp(21rem, 58vh, 34rem) * 16 / 9))",
  narrowest: 960,
  widest: WIDEST_MADE,
};

/**
 * The festival hero on a phone, where its box is at least as tall as it is wide: the square the
 * build cut around the picture's focal point (decision 056), drawn as tall as the box, so as wide.
 * `media` says where: the box is `100vw` wide and at least `min(58vh, 34rem)` tall, so a window no
 * wider than either has a square or taller box, and the square shows there exactly what the whole
 * picture would, with as many pixels per CSS px. Elsewhere (a laptop, a phone on its side) the
 * whole picture. One query, so `not all and …` says "elsewhere" for the head's second preload.
 */
export const FESTIVAL_HERO_PHONE: PictureLayout & { readonly media: string } = {
  media: "(max-width: 34rem) and (max-aspect-ratio: 29/50)",
  sizes: "clamp(21rem, 58vh, 34rem)",
  narrowest: 480,
  widest: WIDEST_MADE,
};

/** A slide: the whole width on a phone, two thirds of the 84rem page column beside its caption on a wide screen (40-slideshow.css). */
export const SLIDE: PictureLayout = { sizes: "(min-width: 1344px) 860px, (min-width: 900px) 64vw, 100vw", narrowest: 640, widest: WIDEST_MADE };

/** A card in the grid: four across the page column on a laptop, two on a tablet, one on a phone (40-cards.css). */
export const CARD: PictureLayout = {
  sizes: `(min-width: 1344px) 310px, (min-width: 1000px) 23vw, (min-width: 640px) 45vw, ${PHONE_COLUMN}`,
  narrowest: 320,
  widest: 1280,
};

/** A poster card (film lists): five or six across a laptop, two across a phone (40-cards.css). */
export const POSTER: PictureLayout = { sizes: "(min-width: 1344px) 200px, (min-width: 700px) 18vw, 45vw", narrowest: 320, widest: 960 };

/** The film and culture pages' first-screen picture: the whole width on a phone, beside the title panel on a laptop (42-film.css). */
export const FILM_HERO: PictureLayout = { sizes: "(min-width: 56.25em) min(60vw, 46rem), 100vw", narrowest: 640, widest: WIDEST_MADE };

/** A film page's trailer still: the 46rem trailer box, or the column on a phone (42-film.css). */
export const TRAILER: PictureLayout = { sizes: `(min-width: 56.25em) 46rem, ${PHONE_COLUMN}`, narrowest: 640, widest: WIDEST_MADE };

/** The front page's teaser: beside its text from 48em, one column under it on a phone (41-front-page.css). */
export const TEASER: PictureLayout = {
  sizes: `(min-width: 1200px) 650px, (min-width: 48em) 50vw, ${PHONE_COLUMN}`,
  narrowest: 480,
  widest: WIDEST_MADE,
};

/** A next-screenings row's thumbnail: its grid column, 6.5rem on a phone and 9rem from 40em (41-front-page.css). */
export const NEXT_SCREENING: PictureLayout = { sizes: "(min-width: 40em) 9rem, 6.5rem", narrowest: 320, widest: 480 };

/** A programme row's still: 112 px on a phone, 128 on a tablet, 160 on a laptop (46-programme-days.css). */
export const SCREENING: PictureLayout = { sizes: "(min-width: 64em) 160px, (min-width: 40em) 128px, 112px", narrowest: 320, widest: 480 };

/**
 * A catalogue card's poster (47-catalogue.css): a thumbnail beside the text on a phone, five or so
 * across a laptop. Capped at 480 on purpose: a laptop at 2× between 1100 and 1343 px or a phone on
 * its side at 3× would take 640–960, but ninety cards' markup would carry two more widths each
 * (decision 028) for a thumbnail drawn at most 1.3× softer there.
 */
export const FILM_CARD: PictureLayout = {
  sizes: "(min-width: 84rem) 240px, (min-width: 56em) 20vw, (min-width: 40em) 30vw, 104px",
  narrowest: 320,
  widest: 480,
};
