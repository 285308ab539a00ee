import type { PageData } from "../../content/page-data";
import type { RenderContext } from "../render-context";
import { h1OwnerId, visibleBlocks } from "./page-order";
import { documentTitle } from "./production-facts";
import { blockFor } from "./registry";
import { warnOnce } from "./warn-once";

export type PageBlocksProps = { data: PageData; ctx: RenderContext };

/**
 * The blocks of a page in place order (row, column, order), hidden ones left out. An unknown
 * component id renders nothing and is logged once per id; a block with bad props skips itself
 * (see defineBlock). When no block writes the `<h1>`, a visually hidden one names the page.
 *
 * @example <Layout …><PageBlocks data={pageData} ctx={renderContext({ locale, site, path, query })} /></Layout>
 */
export function PageBlocks({ data, ctx }: PageBlocksProps) {
  const blocks = visibleBlocks(data.page.blocks);
  return (
    <>
      {h1OwnerId(blocks, data.document !== undefined) === null && <h1 className="sr-only">{documentTitle(data)}</h1>}
      {blocks.map((block, i) => {
        const Block = blockFor(block.component);
        if (!Block) {
          warnOnce(`component:${block.component}`, `[render] unknown block component "${block.component}" (page ${data.page.path}), not rendered`);
          return null;
        }
        return <Block key={`${i}-${block.id}`} block={block} data={data} ctx={ctx} />;
      })}
    </>
  );
}
