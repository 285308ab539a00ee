import { kvKeys } from "../kv/keys";

/** What a key holds, as the first part of its name: `page:`, `event:`, `html:` … (kv/keys.ts). */
const kindOf = (key: string): string => key.slice(0, key.indexOf(":") + 1);

/**
 * The entries a request builds from the current content when KV has not got them, and writes
 * back: page data, events and rendered HTML. The content itself, its chrome and its kept set are
 * read as KV holds them: a location that serves any page has them, and every request reads them
 * before anything else (docs/decisions/029).
 */
const COLD_KINDS = new Set(
  [
    kvKeys.page("/"),
    kvKeys.production("film"),
    kvKeys.culture("side"),
    kvKeys.article("artikkel"),
    kvKeys.event("id"),
    kvKeys.renderedPage("deploy", { version: "v", publishedAt: 0 }, "host", "/"),
  ].map(kindOf),
);

const isCold = (key: string): boolean => COLD_KINDS.has(kindOf(key));

type Read = (keys: string | string[], options?: unknown) => Promise<unknown>;

/** What an absent key answers: `get` null, `getWithMetadata` no value and no metadata. */
const absent = (method: "get" | "getWithMetadata") => (method === "get" ? null : { value: null, metadata: null, cacheStatus: null });

/** A read that asks KV as the site would, then answers each cold key as absent (its value unread). */
function coldRead(ns: KVNamespace, method: "get" | "getWithMetadata"): Read {
  return async (keys, options) => {
    const found = await (ns[method] as Read).call(ns, keys, options);
    if (Array.isArray(keys)) {
      // A bulk read answers a Map of every key asked (text or JSON, nothing to cancel).
      const entries = found as Map<string, unknown>;
      for (const key of keys) if (isCold(key)) entries.set(key, absent(method));
      return entries;
    }
    if (!isCold(keys)) return found;
    const value = method === "get" ? found : (found as { value: unknown }).value;
    if (value instanceof ReadableStream) await value.cancel();
    return absent(method);
  };
}

const coldOf = new WeakMap<KVNamespace, KVNamespace>();

/**
 * `ns` as on a location whose KV has not got a request's page data, events or rendered HTML yet
 * (`X-Bench: kv=cold`, bench-worker.ts): each read still asks KV, then a cold key counts as absent,
 * so the site builds it from the current content and writes it back as on any miss. Writes,
 * deletes and lists pass through. One per namespace, so what the isolate keeps per namespace
 * (kv/parsed-entries.ts) is kept across requests as for the real one.
 *
 * @example await coldKv(env.PAGES).get("page:%2F") // null, whatever KV holds
 */
export function coldKv(ns: KVNamespace): KVNamespace {
  const known = coldOf.get(ns);
  if (known) return known;
  const reads = { get: coldRead(ns, "get"), getWithMetadata: coldRead(ns, "getWithMetadata") };
  const cold = new Proxy(ns, {
    get(target, name) {
      if (name === "get" || name === "getWithMetadata") return reads[name];
      const value: unknown = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  coldOf.set(ns, cold);
  return cold;
}
