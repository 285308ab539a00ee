import type { ReactNode } from "react";
import type { PageData } from "../../content/page-data";
import type { Block } from "../../content/page";
import type { RenderContext } from "../render-context";
import type { QueryOffers } from "./query-offers";

/** What every block component receives: its own definition, the whole page data, the context. */
export type BlockProps = { block: Block; data: PageData; ctx: RenderContext };

/**
 * A block component as the registry holds it. `namesNothing`, where the block has one, says
 * whether the request's query names something the block does not have (a day without screenings,
 * a place not in use): the page then answers 404 before it renders (routes/answer-page.ts,
 * docs/decisions/027). `offers`, where the block has one, lists every value of the parameters it
 * reads that names something (query-offers.ts): what the edge decides a 404 by before the app runs.
 * Made by defineBlock from its fourth argument.
 */
export type BlockComponent = ((props: BlockProps) => ReactNode) & {
  namesNothing?: (args: BlockProps) => boolean;
  offers?: (args: BlockProps) => QueryOffers | undefined;
};
