import type { ReactNode } from "react";
import type { PageData } from "../../content/page-data";
import type { Block } from "../../content/page";
import type { RenderContext } from "../render-context";

/** What every block component receives: its own definition, the whole page data, the context. */
export type BlockProps = { block: Block; data: PageData; ctx: RenderContext };

/** A block component as the registry holds it. */
export type BlockComponent = (props: BlockProps) => ReactNode;
