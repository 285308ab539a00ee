/**
 * How wide each kind of picture is drawn (the `sizes` attribute), from the layout in
 * src/render/styles: the browser multiplies it by the screen's pixel density and takes the
 * smallest variant at least that wide. The head's preload uses the same value, so the preloaded
 * file is the one the img then asks for. Change these with the CSS.
 */

/** A cover runs the full width of the window. */
export const COVER_SIZES = "100vw";

/** A slide: the whole width on a phone, about two thirds of the 84rem page column beside its caption on a wide screen. */
export const SLIDE_SIZES = "(min-width: 1344px) 860px, (min-width: 900px) 64vw, 100vw";

/** A card in the grid: four across the page column on a laptop, two on a tablet, one on a phone. */
export const CARD_SIZES = "(min-width: 1344px) 310px, (min-width: 1000px) 23vw, (min-width: 640px) 45vw, 100vw";

/** A poster card (film lists): five or six across a laptop, two across a phone. */
export const POSTER_SIZES = "(min-width: 1344px) 200px, (min-width: 700px) 18vw, 45vw";

/** The film and culture pages' first-screen picture: the whole width on a phone, beside the title panel on a laptop. */
export const HERO_SIZES = "(min-width: 56.25em) min(60vw, 46rem), 100vw";

/** A programme row's still: 112 px on a phone, 128 on a tablet, 160 on a laptop (46-programme-days.css). */
export const SCREENING_SIZES = "(min-width: 64em) 160px, (min-width: 40em) 128px, 112px";

/** The widest a row's still is ever drawn, in device pixels: 160 CSS px at 3×. */
export const SCREENING_WIDEST = 480;

/** A catalogue card's poster (47-catalogue.css): a thumbnail beside the text on a phone, five or so across a laptop. */
export const FILM_CARD_SIZES = "(min-width: 84rem) 240px, (min-width: 56em) 20vw, (min-width: 40em) 30vw, 104px";
/**
 * Never drawn wider than 240 px: 480 covers a laptop's double-density screen and a phone's triple
 * one (104 px); wider files only weigh down 60 cards' markup (bench/catalogue.mjs).
 */
export const FILM_CARD_MAX_WIDTH = 480;
