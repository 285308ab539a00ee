import * as v from "valibot";
import { BoundedMap } from "../shared/bounded-map";

/** The request header a bench run (bench/run.mjs) sends to choose what a request measures. */
export const BENCH_HEADER = "X-Bench";

/**
 * What a bench request asks for, as `key=value` pairs separated by commas:
 * - `edge=bypass`: the edge HTML cache neither answers nor stores (the page is rendered);
 * - `edge=bypass-cache-only`: the Cache API is skipped but rendered HTML in KV is used (and
 *   stored), as in a data centre that has not got the page yet (docs/decisions/022);
 * - `kv=cold`: page data, rendered HTML and events are treated as absent from KV, so they are
 *   built from the current content and written back, as on a location whose KV has not got them yet;
 * - `render=stream | string`: the renderers the site does not use, to compare (docs/decisions/009).
 */
const BenchHeaderSchema = v.object({
  edge: v.optional(v.picklist(["bypass", "bypass-cache-only"])),
  kv: v.optional(v.literal("cold")),
  render: v.optional(v.picklist(["stream", "string"])),
});

/**
 * A request's modes, each what the bench entry composes the site from for it (bench-worker.ts):
 * `edge` the page caches (`visitor`: as deployed), `kv` the KV namespace the site reads, `render`
 * the renderer.
 */
export type BenchModes = {
  edge: "visitor" | "bypass" | "bypass-cache-only";
  kv: "warm" | "cold";
  render: "head-first" | "stream" | "string";
};

/** A request without the header, or with one that does not parse: served as a visitor's. */
const AS_A_VISITOR: BenchModes = { edge: "visitor", kv: "warm", render: "head-first" };

function parseHeader(header: string): BenchModes {
  const pairs = header.split(",").map((pair) => pair.split("=").map((s) => s.trim()));
  const parsed = v.safeParse(BenchHeaderSchema, Object.fromEntries(pairs));
  if (!parsed.success) return AS_A_VISITOR;
  const { edge, kv, render } = parsed.output;
  return { edge: edge ?? "visitor", kv: kv ?? "warm", render: render ?? "head-first" };
}

/** A bench sends the same few headers thousands of times: each is parsed once (a handful at most). */
const known = new BoundedMap<string, BenchModes>(16);

/**
 * The modes a request asks for with the X-Bench header. Only the bench's worker entry
 * (bench-worker.ts) asks; the deployed worker never reads the header.
 *
 * @example benchModes(new Request(url, { headers: { "X-Bench": "edge=bypass,kv=cold" } })) // { edge: "bypass", kv: "cold", render: "head-first" }
 */
export function benchModes(request: Request): BenchModes {
  const header = request.headers.get(BENCH_HEADER);
  if (!header) return AS_A_VISITOR;
  return known.remember(header, () => parseHeader(header));
}
