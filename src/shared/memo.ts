/** A node of an owner's inputs: one map per input, the answer under VALUE at the last. */
type Node = Map<unknown, unknown>;
type Kept = { root: Node; size: number };

/** The key of an answer in the node of its last input: no input can be this symbol. */
const VALUE = Symbol("memo value");

/**
 * Answers an isolate remembers, per owner object and the inputs that decide them. The owner is an
 * object the answer belongs to (page data parsed once and never changed, kv/parsed-entries.ts; a
 * production; a request's context), held weakly: when it goes, its answers go. The inputs are the
 * rest of what the answer depends on, declared once as the tuple type `Inputs` and compared one
 * by one as a Map compares keys (strings and numbers by value, objects by identity and held while
 * their answer is kept), so a call site never assembles a key: one that leaves an input out does
 * not type-check. `make` may read only the owner, the inputs and what they decide.
 *
 * An owner keeps at most `max` answers, and forgets all of them at once when a new one would pass
 * that, as BoundedMap does and for the same reason: the bound is far above what the content needs.
 * A hit walks one map per input and allocates nothing beyond the inputs' array.
 *
 * @example
 * const rows = new Memo<FestivalEvent, [status: ScreeningStatus, locale: Locale], string>(8);
 * rows.get(event, [screeningStatus(event, now), locale], () => renderRow(event, now, locale));
 */
export class Memo<Owner extends object, Inputs extends readonly unknown[], V> {
  readonly #byOwner = new WeakMap<Owner, Kept>();

  constructor(readonly max: number) {}

  /** The answer kept for `owner` and `inputs`, or `make`'s, kept from now on (undefined and null too). */
  get(owner: Owner, inputs: Inputs, make: (owner: Owner, ...inputs: Inputs) => V): V {
    const kept = this.#byOwner.get(owner);
    let node: Node | undefined = kept?.root;
    for (let i = 0; node !== undefined && i < inputs.length; i++) node = node.get(inputs[i]) as Node | undefined;
    if (node?.has(VALUE)) return node.get(VALUE) as V;
    const value = make(owner, ...inputs);
    this.#keep(owner, inputs, value);
    return value;
  }

  /** Forgets what `owner` keeps: its next call makes the answer again. */
  forget(owner: Owner): void {
    this.#byOwner.delete(owner);
  }

  // Nodes are made only once `make` has answered: a `make` that throws leaves nothing behind.
  #keep(owner: Owner, inputs: Inputs, value: V): void {
    let kept = this.#byOwner.get(owner);
    if (!kept) this.#byOwner.set(owner, (kept = { root: new Map(), size: 0 }));
    if (kept.size >= this.max) {
      kept.root.clear();
      kept.size = 0;
    }
    let node = kept.root;
    for (const input of inputs) {
      let next = node.get(input) as Node | undefined;
      if (!next) node.set(input, (next = new Map()));
      node = next;
    }
    if (!node.has(VALUE)) kept.size++;
    node.set(VALUE, value);
  }
}
