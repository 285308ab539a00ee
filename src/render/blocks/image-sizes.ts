/**
 * How wide each kind of picture is drawn (the `sizes` attribute), from the layout in
 * src/render/styles: the browser multiplies it by the screen's pixel density and takes the
 * smallest variant at least that wide. The head's preload uses the same value, so the preloaded
 * file is the one the img then asks for. Change these with the CSS.
 */

/** A cover runs the full width of the window. */
export const COVER_SIZES = "100vw";

/** A slide: the whole width on a phone, two thirds of the page column beside its caption on a wide screen. */
export const SLIDE_SIZES = "(min-width: 56.25em) min(64vw, 48rem), 100vw";

/** A card in the grid: one column less the side padding on a phone, two or three columns wider. */
export const CARD_SIZES = "(min-width: 75em) 23rem, (min-width: 40em) 46vw, calc(100vw - 2rem)";
