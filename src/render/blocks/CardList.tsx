import * as v from "valibot";
import { Icon } from "../Icon";
import { CardProp, Href, Limit } from "./block-schemas";
import { CardGrid } from "./Card";
import { type CardData, sourceCards } from "./cards";
import type { BlockProps } from "./block-types";
import { defineBlock } from "./define-block";
import type { QueryOffers } from "./query-offers";
import { Pagination } from "./Pagination";
import { PAGE_PARAM, paging } from "./paging";
import { warnOnce } from "./warn-once";

const Props = v.object({
  title: v.optional(v.string()),
  limit: v.optional(Limit),
  /** Cards per page; longer lists get numbered pages (`?side=2`). */
  pageSize: v.optional(Limit),
  showMoreHref: v.optional(Href),
  cards: v.optional(v.array(CardProp)),
});

/**
 * `card-list`: cards written in props, or made from the source `data[0]` names — articles link to
 * `/article/{slug}`, films to `/{parentSlug}`, culture to `/{pageReference}`, slugs percent-encoded.
 */
type ListProps = v.InferOutput<typeof Props>;

/** The cards the list holds, before paging. */
function listedCards(p: ListProps, { block, data, ctx }: BlockProps): CardData[] {
  const sourceName = block.data[0];
  const source = sourceName === undefined ? undefined : data.sources[sourceName];
  if (sourceName !== undefined && !source) {
    warnOnce(`source:${data.page.id}:${sourceName}`, `[render] ${data.page.path}: card-list source "${sourceName}" is missing`);
  }
  const cards: CardData[] = p.cards
    ? p.cards.map((c, i) => ({ key: `${i}-${c.href}`, title: c.title, href: c.href, image: c.image, text: c.text }))
    : sourceCards(source, ctx.now);
  return cards.slice(0, p.limit ?? cards.length);
}

/**
 * Whether `side` names no page of this list: past the last, or page 1, whose address is the list's
 * own path. Such an address is the 404 page, never a kept copy of a page (docs/decisions/019).
 */
function namesNoPage(p: ListProps, args: BlockProps): boolean {
  const asked = args.ctx.query[PAGE_PARAM];
  // A list that is not paged says nothing of `side`: another list on the page may be.
  if (asked === undefined || p.pageSize === undefined) return false;
  const page = Number(asked);
  return !Number.isInteger(page) || page < 2 || page > pageCountOf(p.pageSize, p, args);
}

/** How many pages a list has at `pageSize` cards a page (at least one). */
function pageCountOf(pageSize: number, p: ListProps, args: BlockProps): number {
  return Math.max(1, Math.ceil(listedCards(p, args).length / pageSize));
}

/** The page numbers a paged list offers in `side` (query-offers.ts): 2 to the last, as page-params.ts spells them. */
function offeredPages(p: ListProps, args: BlockProps): QueryOffers {
  if (p.pageSize === undefined) return {};
  const last = pageCountOf(p.pageSize, p, args);
  return { [PAGE_PARAM]: new Set(Array.from({ length: last - 1 }, (_, i) => String(i + 2))) };
}

export const CardList = defineBlock(
  "card-list",
  Props,
  (p, args) => {
    const { ctx } = args;
    const listed = listedCards(p, args);
    const pages = paging(listed.length, p.pageSize ?? listed.length, ctx.query[PAGE_PARAM]);
    const shown = listed.slice(pages.start, pages.end);
    if (shown.length === 0) return null;
    // A section when its title names it; untitled, the cards' own h2s stand in the page's outline.
    const Box = p.title ? "section" : "div";
    return (
      <Box className="block b-card-list">
        {p.title && <h2 className="block-title">{p.title}</h2>}
        <CardGrid cards={shown} level={p.title ? 3 : 2} locale={ctx.locale} />
        <Pagination paging={pages} path={ctx.path} t={ctx.t} />
        {p.showMoreHref && (
          <p className="show-more">
            <a href={p.showMoreHref} className="button button-quiet">
              {ctx.t.showAll}
              {p.title && <span className="sr-only">: {p.title}</span>}
              <Icon name="arrow-right" />
            </a>
          </p>
        )}
      </Box>
    );
  },
  { namesNothing: namesNoPage, offers: offeredPages, reads: (p) => ({ params: p.pageSize === undefined ? [] : [PAGE_PARAM] }) },
);
