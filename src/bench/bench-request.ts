import type { Context } from "hono";
import * as v from "valibot";
import { appConfig } from "../config/env";

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
const BenchRequestSchema = v.object({
  edge: v.optional(v.picklist(["bypass", "bypass-cache-only"])),
  kv: v.optional(v.literal("cold")),
  render: v.optional(v.picklist(["stream", "string"])),
});
export type BenchRequest = v.InferOutput<typeof BenchRequestSchema>;

function parseHeader(header: string): BenchRequest | undefined {
  const pairs = header.split(",").map((pair) => pair.split("=").map((s) => s.trim()));
  const parsed = v.safeParse(BenchRequestSchema, Object.fromEntries(pairs));
  return parsed.success ? parsed.output : undefined;
}

/**
 * The bench modes a request asks for, honoured only when the worker runs with `BENCH=1` (which
 * env.ts refuses outside ENVIRONMENT=local): everywhere else, and for any request without the
 * header, undefined. A header that does not parse is ignored, not an error.
 *
 * @example if (benchRequest(c)?.edge === "bypass") return next();
 */
export function benchRequest(c: Context): BenchRequest | undefined {
  return benchModes(c.req.raw, c.env);
}

/** `benchRequest` for a request before the app has a context for it (edge/cached-page.ts). */
export function benchModes(request: Request, env: unknown): BenchRequest | undefined {
  if (appConfig(env).BENCH !== "1") return undefined;
  if (parsed.has(request)) return parsed.get(request);
  const header = request.headers.get(BENCH_HEADER);
  const modes = header ? modesOf(header) : undefined;
  parsed.set(request, modes);
  return modes;
}

/** Each request's modes, parsed once: the middleware, the page store and the renderer all ask. */
const parsed = new WeakMap<Request, BenchRequest | undefined>();

/** A bench sends the same few headers thousands of times: each is parsed once (a handful at most). */
const headers = new Map<string, BenchRequest | undefined>();

function modesOf(header: string): BenchRequest | undefined {
  if (headers.has(header)) return headers.get(header);
  const modes = parseHeader(header);
  if (headers.size >= 16) headers.clear();
  headers.set(header, modes);
  return modes;
}
