/** One suggestion as the endpoint gives it (src/search/suggest.ts). */
export type Suggestion = { title: string; path: string; kind: string };

/**
 * The listbox under a combobox field (WAI-ARIA APG "Combobox with listbox popup"): the field keeps
 * focus and names the active option with aria-activedescendant; the options are not focusable.
 * Plain DOM, so the header's script stays small.
 */
export class SuggestionList {
  readonly element: HTMLUListElement;
  private items: Suggestion[] = [];
  private active = -1;

  constructor(
    private readonly field: HTMLInputElement,
    id: string,
    label: string,
    private readonly kinds: Record<string, string>,
    private readonly choose: (s: Suggestion) => void,
  ) {
    this.element = document.createElement("ul");
    this.element.id = id;
    this.element.className = "search-suggestions";
    this.element.setAttribute("role", "listbox");
    this.element.setAttribute("aria-label", label);
    this.element.hidden = true;
    field.setAttribute("role", "combobox");
    field.setAttribute("aria-autocomplete", "list");
    field.setAttribute("aria-controls", id);
    field.setAttribute("aria-expanded", "false");
    // A press on an option must not take focus from the field (the field's blur closes the list).
    this.element.addEventListener("mousedown", (event) => event.preventDefault());
    this.element.addEventListener("click", (event) => {
      const option = (event.target as Element).closest<HTMLElement>("[role=option]");
      const chosen = option ? this.items[Number(option.dataset.index)] : undefined;
      if (chosen) this.choose(chosen);
    });
  }

  get open(): boolean {
    return !this.element.hidden;
  }

  /** The suggestion under the keyboard, if any. */
  get current(): Suggestion | undefined {
    return this.items[this.active];
  }

  show(items: Suggestion[]): void {
    // The same list again (an answer for "bill" after the one for "bil"): keep the option the
    // visitor's arrow keys are on rather than starting over.
    const same = items.length === this.items.length && items.every((item, i) => item.path === this.items[i]?.path);
    if (same && this.open) return;
    this.items = items;
    this.active = -1;
    this.field.removeAttribute("aria-activedescendant");
    this.element.replaceChildren(
      ...items.map((item, i) => {
        const option = document.createElement("li");
        option.id = `${this.element.id}-${i}`;
        option.dataset.index = String(i);
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        const title = document.createElement("span");
        title.className = "search-suggestion-title";
        title.textContent = item.title;
        const kind = document.createElement("span");
        kind.className = "search-suggestion-kind";
        kind.textContent = this.kinds[item.kind] ?? "";
        option.append(title, " ", kind);
        return option;
      }),
    );
    this.element.hidden = items.length === 0;
    this.field.setAttribute("aria-expanded", String(items.length > 0));
  }

  close(): void {
    this.show([]);
  }

  /** Moves the active option by `step` (1 down, -1 up), wrapping round through "none". */
  move(step: 1 | -1): void {
    const count = this.items.length;
    if (count === 0) return;
    const next = this.active + step;
    this.active = next < -1 ? count - 1 : next >= count ? -1 : next;
    for (const [i, option] of [...this.element.children].entries()) {
      option.setAttribute("aria-selected", String(i === this.active));
    }
    const option = this.element.children[this.active];
    if (option) {
      this.field.setAttribute("aria-activedescendant", option.id);
      option.scrollIntoView({ block: "nearest" });
    } else {
      this.field.removeAttribute("aria-activedescendant");
    }
  }
}
