import type { ReactNode } from "react";
import * as v from "valibot";
import type { BlockComponent, BlockProps } from "./block-types";
import { warnOnce } from "./warn-once";

/**
 * Makes a block component that parses its own `block.props` with its own schema first. Props that
 * do not fit render nothing and are logged once; so does an error thrown while the block prepares
 * its markup. Either way the rest of the page renders (DESIGN.md "Rendering").
 *
 * Why not a Suspense boundary per block: React may then stream a large block separately with an
 * inline `<script>`, which the page's CSP forbids. So blocks do their data work inside `render`
 * (caught here) and hand only ready values to their child components.
 *
 * @example export const Title = defineBlock("title", v.object({ title: v.optional(v.string()) }), (p, { data }) => <h1>{p.title ?? data.page.title}</h1>);
 */
export function defineBlock<S extends v.GenericSchema>(
  name: string,
  schema: S,
  render: (props: v.InferOutput<S>, args: BlockProps) => ReactNode,
): BlockComponent {
  const Block = (args: BlockProps): ReactNode => {
    const where = `${args.data.page.path} block ${args.block.id} (${name})`;
    const parsed = v.safeParse(schema, args.block.props);
    if (!parsed.success) {
      warnOnce(`props:${args.data.page.id}:${args.block.id}`, `[render] ${where}: props do not fit, block skipped`, v.flatten(parsed.issues));
      return null;
    }
    try {
      return render(parsed.output, args);
    } catch (error) {
      warnOnce(`error:${args.data.page.id}:${args.block.id}`, `[render] ${where}: failed, block skipped`, error);
      return null;
    }
  };
  Object.defineProperty(Block, "name", { value: `Block(${name})` });
  return Block;
}
