import type { ReactNode } from "react";
import * as v from "valibot";
import type { Block } from "../../content/page";
import type { BlockComponent, BlockProps, BlockReads } from "./block-types";
import type { QueryOffers } from "./query-offers";
import { warnOnce } from "./warn-once";

/**
 * What a block may say besides its markup. `namesNothing(props, args)`: true when the request's
 * query (args.ctx.queries) names something the block does not have — a day, a place, a section,
 * a mark its content has none of. The page then answers the site's 404 before rendering, and
 * nothing is kept for that address (docs/decisions/027). `offers(props, args)`: every value of the
 * parameters the block judges that names something (query-offers.ts); any value outside must be
 * one `namesNothing` says names nothing. Called with the block's parsed props; a block whose props
 * do not fit says nothing (it renders nothing either).
 */
export type BlockOptions<P> = {
  namesNothing?: (props: P, args: BlockProps) => boolean;
  offers?: (props: P, args: BlockProps) => QueryOffers;
  /**
   * The query parameters the block renders from, and values that mean the same as none: a page
   * reads the union of its blocks' (page-reads.ts), and every other parameter is dropped before
   * the page is looked up or rendered (docs/decisions/040). A block that reads nothing says nothing.
   */
  reads?: (props: P) => BlockReads;
  /** True when the query leaves the block nothing to list (a combination of filters no film has): kept nowhere. */
  listsNothing?: (props: P, args: BlockProps) => boolean;
};

/**
 * Makes a block component that parses its own `block.props` with its own schema first. Props that
 * do not fit render nothing and are logged once; so does an error thrown while the block prepares
 * its markup. Either way the rest of the page renders (docs/decisions/005-blocks-without-suspense.md).
 *
 * Why not a Suspense boundary per block: React may then stream a large block separately with an
 * inline `<script>`, which the page's CSP forbids. So blocks do their data work inside `render`
 * (caught here) and hand only ready values to their child components.
 *
 * @example export const Title = defineBlock("title", v.object({ title: v.optional(v.string()) }), (p, { data }) => <h1>{p.title ?? data.page.title}</h1>);
 * @example defineBlock("programme", Props, render, { namesNothing: (p, args) => programmeSelection(p, args)?.namesNothing ?? false })
 */
export function defineBlock<S extends v.GenericSchema>(
  name: string,
  schema: S,
  render: (props: v.InferOutput<S>, args: BlockProps) => ReactNode,
  options: BlockOptions<v.InferOutput<S>> = {},
): BlockComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per block type at module load, never during a render
  const Block: BlockComponent = (args: BlockProps): ReactNode => {
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
  const { namesNothing, offers, reads, listsNothing } = options;
  /** Like the render: props that do not fit, or an error, say nothing rather than break the page. */
  const asked = <T>(what: string, ask: (props: v.InferOutput<S>, args: BlockProps) => T, args: BlockProps): T | undefined => {
    const parsed = v.safeParse(schema, args.block.props);
    if (!parsed.success) return undefined;
    try {
      return ask(parsed.output, args);
    } catch (error) {
      warnOnce(
        `${what}:${args.data.page.id}:${args.block.id}`,
        `[render] ${args.data.page.path} block ${args.block.id} (${name}): ${what} failed, ignored`,
        error,
      );
      return undefined;
    }
  };
  if (namesNothing) Block.namesNothing = (args: BlockProps): boolean => asked("names-nothing", namesNothing, args) ?? false;
  if (offers) Block.offers = (args: BlockProps): QueryOffers | undefined => asked("offers", offers, args);
  if (reads)
    Block.reads = (block: Block): BlockReads | undefined => {
      const parsed = v.safeParse(schema, block.props);
      return parsed.success ? reads(parsed.output) : undefined;
    };
  if (listsNothing) Block.listsNothing = (args: BlockProps): boolean => asked("lists-nothing", listsNothing, args) ?? false;
  Object.defineProperty(Block, "name", { value: `Block(${name})` });
  return Block;
}
