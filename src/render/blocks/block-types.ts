import type { ReactNode } from "react";
import type { PageData } from "../../content/page-data";
import type { Block } from "../../content/page";
import type { RenderContext } from "../render-context";

/** What every block component receives: its own definition, the whole page data, the context. */
export type BlockProps = { block: Block; data: PageData; ctx: RenderContext };

/**
 * A block component as the registry holds it. `namesNothing`, when the block has one, says whether
 * the request's query names something the block's content does not have (an unknown country, a
 * day without screenings): the page then answers the site's 404, which is never kept
 * (docs/decisions/019 and 028).
 */
export type BlockComponent = ((props: BlockProps) => ReactNode) & { namesNothing?: (args: BlockProps) => boolean };
