import type { Context } from "hono";
import type { AppEnv } from "../config/app-env";
import type { ContentStamp } from "../kv/entry-meta";

/**
 * Where a rendered page may be kept (docs/decisions/040): in KV for every data centre and in this
 * one's Cache API (`kv`, only the kept set: edge/kept-set.ts); in this data centre's Cache API
 * alone, briefly (`edge`, any other address that names something); or `nowhere`.
 */
export type Keep = "kv" | "edge" | "nowhere";

/** The narrower of two keeps. */
export function narrower(a: Keep, b: Keep): Keep {
  const order: readonly Keep[] = ["nowhere", "edge", "kv"];
  return order[Math.min(order.indexOf(a), order.indexOf(b))] ?? "nowhere";
}

/**
 * A page route's whole answer: the response, where it may be kept, until when the site clock
 * leaves it as it is (its next screening start or the Oslo midnight, epoch ms), and the address
 * (path and query, in the one spelling page-address.ts makes) it is the page of.
 */
export type PageAnswer = { response: Response; keep: Keep; changesAt: number | undefined; address: string };

/** What the page cache reads back of a route's answer: everything but the response, and the content it was rendered from. */
export type Kept = Omit<PageAnswer, "response"> & { content: ContentStamp };

/** Keyed by the request the page cache handed the app: the request is the app's `c.req.raw`. */
const answers = new WeakMap<Request, Kept>();

/**
 * A page route answers with this: the response goes back through the app's middleware, and what
 * may be kept reaches the page cache (edge/page-cache.ts), which alone stores. A response answered
 * any other way (an API, the 404 page, a ballot, a preview) is kept nowhere.
 *
 * @example return pageAnswer(c, { response, keep: "kv", changesAt, address: "/kinoprogram?dag=2025-09-17" })
 */
export function pageAnswer(c: Context<AppEnv>, answer: PageAnswer): Response {
  const { response, ...kept } = answer;
  const { version, publishedAt } = c.var.chrome.meta;
  // Content stored before publication times existed names none: kept nowhere.
  if (publishedAt !== undefined) answers.set(c.req.raw, { ...kept, content: { version, publishedAt } });
  return response;
}

/** What the route said may be kept of the answer to `request`; undefined: nowhere. */
export function keptOf(request: Request): Kept | undefined {
  return answers.get(request);
}
