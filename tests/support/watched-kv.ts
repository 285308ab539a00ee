import { env } from "cloudflare:workers";
import { withEdgeCache } from "./fetch-page";

/**
 * The site's KV with every call it gets written down: reads by key, and writes. Visits run on
 * `bindings` (the edge caches on), so what a request asked of KV is what a visitor's request costs.
 *
 * @example const { bindings, writes } = watchedKv(); await visitCached("/", {}, bindings); expect(writes).toEqual([])
 */
export function watchedKv() {
  const reads: string[] = [];
  const writes: string[] = [];
  const kv = new Proxy(env.PAGES, {
    get(target, name) {
      const real = Reflect.get(target, name) as unknown;
      if (typeof real !== "function") return real;
      return (key: unknown, ...rest: unknown[]) => {
        (name === "put" || name === "delete" ? writes : reads).push(...(Array.isArray(key) ? key.map(String) : [String(key)]));
        return (real as (...args: unknown[]) => unknown).call(target, key, ...rest);
      };
    },
  });
  return { bindings: { ...withEdgeCache, PAGES: kv } as Env, reads, writes };
}
