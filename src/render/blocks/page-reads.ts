import type { PageData } from "../../content/page-data";
import { Memo } from "../../shared/memo";
import type { RenderContext } from "../render-context";
import { visibleBlocks } from "./page-order";
import type { QueryReads } from "./page-params";
import { pageOffers } from "./query-names-nothing";
import { blockFor } from "./registry";

/** Per page data (parsed once per isolate and never changed: kv/parsed-entries.ts), what it reads. */
const readsOf = new Memo<PageData, [], QueryReads>(1);

/**
 * The query parameters a page renders from: the union of its visible blocks' `reads`, with the
 * values that mean the same as none (docs/decisions/040). Everything else in a query is dropped
 * before the page is looked up or rendered, so `/billettinfo?q=x` is `/billettinfo`.
 *
 * @example pageParams(filmerData) // { params: ["program", "land", …, "sorter"], defaults: { sorter: "tittel" } }
 */
export function pageParams(data: PageData): QueryReads {
  return readsOf.get(data, [], readsOfBlocks);
}

function readsOfBlocks(data: PageData): QueryReads {
  const params = new Set<string>();
  const defaults: Record<string, string> = {};
  for (const block of visibleBlocks(data.page.blocks)) {
    const reads = blockFor(block.component)?.reads?.(block);
    for (const name of reads?.params ?? []) params.add(name);
    Object.assign(defaults, reads?.defaults);
  }
  return { params: [...params].sort(), defaults };
}

/** A page's parameters and, for each one that names something, every value it offers (a free one, `q`, has none). */
export type PageReads = QueryReads & { offers: Readonly<Record<string, readonly string[]>> };

/**
 * What the kept set records of a page (edge/kept-set.ts): the parameters it reads, their
 * defaults, and the values its blocks offer for each (query-offers.ts), worked out from the content.
 *
 * @example pageReads(programmeData, ctx).offers.dag // ["2025-09-15", …]
 */
export function pageReads(data: PageData, ctx: RenderContext): PageReads {
  return offersOf.get(data, [], () => {
    const reads = pageParams(data);
    const offered = reads.params.length === 0 ? {} : pageOffers(data, ctx);
    return { ...reads, offers: Object.fromEntries(reads.params.flatMap((name) => (offered[name] ? [[name, [...offered[name]].sort()]] : []))) };
  });
}

/**
 * Per page data, what it offers: worked out at its first request. The offers follow the content
 * (a day with screenings stays one), not the clock; a catalogue of films still to come offers a
 * few days more than it shows by the end of a version, which only keeps a page the kept set has.
 */
const offersOf = new Memo<PageData, [], PageReads>(1);

/**
 * Whether the query leaves one of the page's blocks nothing to list (a block's `listsNothing`):
 * such an answer is kept nowhere (docs/decisions/040). A request without a query lists what the page is.
 */
export function queryListsNothing(data: PageData, ctx: RenderContext): boolean {
  if (Object.keys(ctx.queries).length === 0) return false;
  return visibleBlocks(data.page.blocks).some((block) => blockFor(block.component)?.listsNothing?.({ block, data, ctx }) ?? false);
}
