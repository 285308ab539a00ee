/** What an isolate keeps of an entry it parsed: its metadata, the schema it passed, the result. */
type Parsed = { builtAt: number; version: string; publishedAt: number | undefined; schema: unknown; value: unknown };

/** Enough for every page of the site and its chrome; cleared when full, so it cannot grow without bound. */
const MAX_ENTRIES = 512;

const byNamespace = new WeakMap<KVNamespace, Map<string, Parsed>>();

function entriesOf(ns: KVNamespace): Map<string, Parsed> {
  let entries = byNamespace.get(ns);
  if (!entries) {
    entries = new Map();
    byNamespace.set(ns, entries);
  }
  return entries;
}

/**
 * KV values this isolate has already parsed, by key and by the metadata they were stored with.
 * Every write stamps a new build time, so the same key, build time and version means the same
 * bytes: a reader that finds them need not parse that JSON and check it against its schema again
 * (for a programme page, more CPU than reading it). KV is still read on every request; only the
 * parsing of an identical value is skipped. Parsed values are shared between requests, so readers
 * must not change them (none does: routes copy before changing, as search.ts does).
 *
 * @example const known = parsedEntry(ns, key, meta, schema); if (known) return known.value
 */
export function parsedEntry<T>(ns: KVNamespace, key: string, meta: { builtAt: number; version: string; publishedAt?: number }, schema: unknown): { value: T } | undefined {
  const known = byNamespace.get(ns)?.get(key);
  if (!known || known.schema !== schema || known.builtAt !== meta.builtAt || known.version !== meta.version || known.publishedAt !== meta.publishedAt) return undefined;
  return { value: known.value as T };
}

/** Remembers a value parsed from KV under the metadata it was stored with. */
export function rememberParsed(ns: KVNamespace, key: string, meta: { builtAt: number; version: string; publishedAt?: number }, schema: unknown, value: unknown): void {
  const entries = entriesOf(ns);
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, { builtAt: meta.builtAt, version: meta.version, publishedAt: meta.publishedAt, schema, value });
}
