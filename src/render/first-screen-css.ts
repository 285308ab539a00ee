import type { Block } from "../content/page";
import type { SiteStyles } from "../http/client-assets";
import { Memo } from "../shared/memo";
import { visibleBlocks } from "./blocks/page-order";

/**
 * How many blocks open a page's first screen. Three covers every page kind the site has at 390 and
 * 1366 px (a title, a cover and a text; the front page's hero and next screenings): the browser
 * test (tests/e2e/support/page-sweep.ts) shows the first screen unchanged without the
 * linked stylesheet. A fourth block's rules come from that stylesheet.
 */
export const FIRST_SCREEN_BLOCKS = 3;

/**
 * The footer's part of a first screen: its rules inline and its icons drawn in the page
 * (docs/decisions/054). A page of more blocks than open its first screen ends below it, footer and
 * all; a shorter one may show its footer at once.
 */
export const FOOTER = "footer";

/**
 * The ids of the blocks a page opens with, in the order they are shown, and the footer's when the
 * page may end within its first screen.
 */
export function firstScreenBlocks(blocks: Block[]): string[] {
  const visible = visibleBlocks(blocks);
  const opening = visible.slice(0, FIRST_SCREEN_BLOCKS).map((b) => b.component);
  return visible.length > FIRST_SCREEN_BLOCKS ? opening : [...opening, FOOTER];
}

/** Made before, by stylesheet and block set (its ids in order, one text): every page asks, and few sets exist. */
const made = new Memo<SiteStyles, [blocks: string], string>(64);

/**
 * The rules a first screen opening with `blocks` needs, in the stylesheet's order and layer: what
 * goes inline before the body. The rest arrives with the linked file (`styles.file`), which holds
 * these rules too, later in the same layer, so nothing changes when it lands.
 *
 * @example firstScreenCss(styles, ["title", "catalogue"]) // "@font-face{font-family:\"Familjen Fallback\";…}@layer site{:root{…}….catalogue{…}}"
 */
export function firstScreenCss(styles: SiteStyles, blocks: readonly string[]): string {
  return made.get(styles, [blocks.join(" ")], () => {
    const rules = styles.parts.filter((p) => p.for === "always" || p.for.some((id) => blocks.includes(id))).map((p) => p.css);
    return `${styles.font}@layer ${styles.layer}{${rules.join("")}}`;
  });
}
