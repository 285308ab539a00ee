/**
 * A map for what an isolate remembers between requests (a formatted time, a rendered card, a
 * policy with the site's hosts): it forgets everything at once when it holds `max` entries, so
 * inputs nobody expected cannot grow it without bound. Clearing rather than evicting one by one:
 * the bound is far above what the content needs, and is met only by odd input, after which
 * starting over costs one render of each entry again. For one key; an answer that depends on an
 * object and several inputs is kept with Memo (memo.ts), which forgets the same way. A cache that
 * evicts another way (kv/parsed-entries.ts drops the oldest) keeps its own code.
 */
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly max: number) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    return this.#entries.get(key);
  }

  /** Keeps `value` under `key`, first forgetting everything if the map is full. */
  set(key: K, value: V): void {
    if (this.#entries.size >= this.max) this.#entries.clear();
    this.#entries.set(key, value);
  }

  /**
   * The value kept under `key`, or `make()`'s, kept from now on.
   *
   * @example formatted.remember(key, () => format(date))
   */
  remember(key: K, make: () => V): V {
    const known = this.#entries.get(key);
    if (known !== undefined) return known;
    const value = make();
    this.set(key, value);
    return value;
  }
}
