import type { ReactNode } from "react";
import * as v from "valibot";
import type { BlockComponent, BlockProps } from "./block-types";
import { warnOnce } from "./warn-once";

/**
 * What a block may say about a request besides rendering it. `namesNothing`: the query names
 * something this block's content does not have, so the page is a 404 rather than a render that the
 * edge cache and KV would keep (docs/decisions/019). Given the parsed props; props that do not fit
 * name nothing wrong (the block renders nothing anyway).
 */
export type BlockOptions<P> = { namesNothing?: (props: P, args: BlockProps) => boolean };

/**
 * Makes a block component that parses its own `block.props` with its own schema first. Props that
 * do not fit render nothing and are logged once; so does an error thrown while the block prepares
 * its markup. Either way the rest of the page renders (DESIGN.md "Rendering").
 *
 * Why not a Suspense boundary per block: React may then stream a large block separately with an
 * inline `<script>`, which the page's CSP forbids. So blocks do their data work inside `render`
 * (caught here) and hand only ready values to their child components.
 *
 * `options.namesNothing`: see BlockOptions.
 *
 * @example export const Title = defineBlock("title", v.object({ title: v.optional(v.string()) }), (p, { data }) => <h1>{p.title ?? data.page.title}</h1>);
 */
export function defineBlock<S extends v.GenericSchema>(
  name: string,
  schema: S,
  render: (props: v.InferOutput<S>, args: BlockProps) => ReactNode,
  options: BlockOptions<v.InferOutput<S>> = {},
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
  const check = options.namesNothing;
  if (!check) return Block;
  const namesNothing = (args: BlockProps): boolean => {
    const parsed = v.safeParse(schema, args.block.props);
    if (!parsed.success) return false;
    try {
      return check(parsed.output, args);
    } catch (error) {
      warnOnce(`names:${args.data.page.id}:${args.block.id}`, `[render] ${args.data.page.path} block ${args.block.id} (${name}): query check failed, page rendered`, error);
      return false;
    }
  };
  return Object.assign(Block, { namesNothing });
}
