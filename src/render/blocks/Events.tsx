import * as v from "valibot";
import { CardGrid } from "./Card";
import { type CardData, posterCard, productionCard } from "./cards";
import { defineBlock } from "./define-block";
import { blockSource } from "./production-facts";

const Props = v.object({ title: v.optional(v.string()), collection: v.optional(v.string()) });

/**
 * `events`: film (or culture) cards from the page's production source; with `collection` only the
 * productions in that editorial collection (e.g. `featured_movies` on /buff-filmer).
 */
export const Events = defineBlock("events", Props, (p, { block, data, ctx }) => {
  const productions = blockSource(block, data, "production")?.items ?? [];
  const chosen = p.collection ? productions.filter((x) => x.collections.includes(p.collection ?? "")) : productions;
  // Films are shown by their posters; culture productions by their pictures.
  const poster = chosen.length > 0 && chosen.every((x) => x.object === "movie");
  const cards = chosen.map(poster ? posterCard : productionCard).filter((c): c is CardData => c !== null);
  // A section when its title names it; untitled, the cards' own h2s stand in the page's outline.
  const Box = p.title ? "section" : "div";
  return (
    <Box className="block b-events">
      {p.title && <h2 className="block-title">{p.title}</h2>}
      {cards.length === 0 ? (
        <p className="empty-note">{ctx.t.programmeEmpty}</p>
      ) : (
        <CardGrid cards={cards} level={p.title ? 3 : 2} locale={ctx.locale} poster={poster} />
      )}
    </Box>
  );
});
