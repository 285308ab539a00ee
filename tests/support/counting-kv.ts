/**
 * The site's real KV, counting the round trips a reader makes: each `getWithMetadata` call with
 * the keys it asked for (a bulk read is one call).
 *
 * @example const { kv, reads } = countingKv(env.PAGES); await store(kv).events(ids); expect(reads).toHaveLength(1)
 */
export function countingKv(ns: KVNamespace) {
  const reads: string[][] = [];
  const kv = {
    getWithMetadata: (keys: string | string[]) => {
      reads.push(Array.isArray(keys) ? keys : [keys]);
      return Array.isArray(keys) ? ns.getWithMetadata(keys, "text") : ns.getWithMetadata(keys, "stream");
    },
    put: (key: string, value: string, options?: KVNamespacePutOptions) => ns.put(key, value, options),
    delete: (key: string) => ns.delete(key),
  };
  return { kv: kv as unknown as KVNamespace, reads };
}
