import { htmlToText } from "../content/excerpt";
import type { Block, Page } from "../content/page";

/**
 * Block props that are text a visitor reads on the page: headings, lead text and rich text.
 * Everything else (image objects, links, limits, collection names) is settings, not text.
 */
const TEXT_PROPS = ["kicker", "heading", "title", "subtitle", "when", "text"] as const;
const HTML_PROPS = ["html"] as const;

/**
 * Blocks whose words are the same on many pages (the newsletter sign-up) or are a form: they
 * would make every page they sit on a hit for "nyhetsbrev" and tell the pages apart by nothing.
 */
const BOILERPLATE = new Set(["news-subscribe", "search", "account"]);

/** A block's text; a heading that only repeats the page's title is left out (the title is indexed apart). */
function blockText(block: Block, pageTitle: string): string {
  const props = block.props;
  const texts: string[] = [];
  for (const name of TEXT_PROPS) {
    const value = props[name];
    if (typeof value === "string" && !(name === "title" && value === pageTitle)) texts.push(value);
  }
  for (const name of HTML_PROPS) {
    const value = props[name];
    if (typeof value === "string") texts.push(htmlToText(value));
  }
  return texts.join(" ");
}

/**
 * The text of a static page as a visitor reads it: its visible blocks in page order, so a hit's
 * snippet reads as the page does ("Vi svarer gjerne på spørsmål …", not "Kontakt oss" again). A hidden
 * block (`hide`, e.g. /samarbeidspartnere's text) is not on the page, so it is not searched either.
 *
 * @example pageText(billettinfo).includes("Festivalpass 650 kr") // true
 */
export function pageText(page: Page): string {
  return [...page.blocks]
    .filter((b) => !b.hide && !BOILERPLATE.has(b.component))
    .sort((a, b) => a.place.row - b.place.row || a.place.column - b.place.column || a.place.order - b.place.order)
    .map((b) => blockText(b, page.title))
    .filter((text) => text !== "")
    .join(" ");
}
