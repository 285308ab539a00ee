import type { Block } from "../../content/page";

/**
 * The order blocks appear in: by row, then column, then order (block place);
 * blocks with `hide` are left out entirely.
 */
export function visibleBlocks(blocks: Block[]): Block[] {
  return blocks.filter((b) => !b.hide).sort((a, b) => a.place.row - b.place.row || a.place.column - b.place.column || a.place.order - b.place.order);
}

/** Blocks whose heading is the page's title: `title`, and the film and culture pages' `production-hero`. */
const TITLE_BLOCKS = new Set(["title", "production-hero"]);

/**
 * Whether a visible block already says the page's title (or, on the front page, the festival's
 * name). A cover then shows no heading of its own, so no page can say its title twice (once in
 * the h1, again in the cover's band).
 */
export function hasTitleBlock(blocks: Block[]): boolean {
  return blocks.some((b) => !b.hide && (TITLE_BLOCKS.has(b.component) || b.component === "festival-hero"));
}

/**
 * Which block writes the page's one `<h1>`: the first visible title block (title, production-hero);
 * failing that, the front page's festival hero (the festival's name); failing that, the first visible cover with a heading — its own, or on a film, culture or article page without a title
 * block, the document's title (see Cover). `null` means no block does, and PageBlocks adds a
 * hidden one, so every page has exactly one h1 for screen-reader users to land on.
 */
export function h1OwnerId(blocks: Block[], hasDocument = false): string | null {
  const visible = visibleBlocks(blocks);
  const title = visible.find((b) => TITLE_BLOCKS.has(b.component));
  if (title) return title.id;
  const hero = visible.find((b) => b.component === "festival-hero");
  if (hero) return hero.id;
  const cover = visible.find((b) => b.component === "cover" && (hasDocument || hasOwnHeading(b)));
  return cover ? cover.id : null;
}

const hasOwnHeading = (b: Block) => typeof b.props.heading === "string" && b.props.heading.trim() !== "";

/** True for the page's first visible block: its image is likely the largest paint, load it first. */
export function isFirstBlock(block: Block, blocks: Block[]): boolean {
  return visibleBlocks(blocks)[0]?.id === block.id;
}
