import * as v from "valibot";
import { Icon } from "../Icon";
import { CardProp, Href, Limit } from "./block-schemas";
import { CardGrid } from "./Card";
import { type CardData, sourceCards } from "./cards";
import { defineBlock } from "./define-block";
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
export const CardList = defineBlock("card-list", Props, (p, { block, data, ctx }) => {
  const sourceName = block.data[0];
  const source = sourceName === undefined ? undefined : data.sources[sourceName];
  if (sourceName !== undefined && !source) {
    warnOnce(`source:${data.page.id}:${sourceName}`, `[render] ${data.page.path}: card-list source "${sourceName}" is missing`);
  }
  const cards: CardData[] = p.cards
    ? p.cards.map((c, i) => ({ key: `${i}-${c.href}`, title: c.title, href: c.href, image: c.image, text: c.text }))
    : sourceCards(source);
  const listed = cards.slice(0, p.limit ?? cards.length);
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
});
