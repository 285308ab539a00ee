import { BoundedMap } from "../../shared/bounded-map";

/**
 * HTML rendered once per owner object and key, kept while the owner lives: the owner is a piece of
 * page data (a production, a screening, a prepared programme), parsed once and shared by an
 * isolate's requests while KV holds the same entry (kv/parsed-entries.ts), so a new content version
 * starts afresh and memory follows the content, never the requests. `variants` bounds what one owner
 * keeps (clock positions, locales, filters): past it, the owner's variants start over.
 */
export class KeptHtml<Owner extends object> {
  private readonly byOwner = new WeakMap<Owner, BoundedMap<string, string>>();

  constructor(private readonly variants: number) {}

  get(owner: Owner, key: string, render: () => string): string {
    let kept = this.byOwner.get(owner);
    if (!kept) {
      kept = new BoundedMap(this.variants);
      this.byOwner.set(owner, kept);
    }
    return kept.remember(key, () => flat(render()));
  }
}

/**
 * The same text as one flat string. renderToString builds its result by concatenation, which V8
 * keeps as a tree of pieces; every page that joined a kept row walked that tree again to copy it
 * (the profile put a festival day's `join` of 46 rows at a sixth of its CPU). Converting a string
 * to a number makes V8 flatten it in place, once, so later copies are one memcpy.
 */
function flat(text: string): string {
  Number(text);
  return text;
}
