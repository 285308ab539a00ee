import type { ReactNode } from "react";
import type { PageData } from "../../content/page-data";
import type { Block } from "../../content/page";
import type { RenderContext } from "../render-context";
import type { QueryOffers } from "./query-offers";
import type { QueryReads } from "./page-params";

/** What every block component receives: its own definition, the whole page data, the context. */
export type BlockProps = { block: Block; data: PageData; ctx: RenderContext };

/**
 * A block component as the registry holds it. `namesNothing`, where the block has one, says
 * whether the request's query names something the block does not have (a day without screenings,
 * a place not in use): the page then answers 404 before it renders (routes/answer-page.ts,
 * docs/decisions/027). `offers`, where the block has one, lists every value of the parameters it
 * reads that names something (query-offers.ts): what the kept set is made of (edge/kept-set.ts).
 * Made by defineBlock from its fourth argument.
 */
export type BlockComponent = ((props: BlockProps) => ReactNode) & {
  namesNothing?: (args: BlockProps) => boolean;
  offers?: (args: BlockProps) => QueryOffers | undefined;
  /** The query parameters this block renders from, and the values that mean the same as none (page-reads.ts). */
  reads?: (block: Block) => BlockReads | undefined;
  /** True when the query leaves the block nothing to list: such a page is kept nowhere (docs/decisions/040). */
  listsNothing?: (args: BlockProps) => boolean;
};

/**
 * What a block reads of the query: the parameters it renders from (their spelling is page-params.ts's)
 * and, per parameter, a value that means the same as leaving it out (the catalogue's own order).
 */
export type BlockReads = QueryReads;
