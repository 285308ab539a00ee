import { CATALOGUE_PARAMS as P, type CatalogueFilter, type SortKey } from "../../shared/catalogue-filter";
import { catalogueChips } from "../../shared/catalogue-chips";
import { labelOf } from "./catalogue-undo";

/** What the chips need to write their links: the page, its own order, the dictionary's "Fjern «{label}»". */
export type ChosenContext = { path: string; defaultSort: SortKey; remove: string };

/**
 * The folded facets' chosen values as chips (the server's are ChosenChips.tsx, with the same links),
 * written again as the visitor changes the form: each a link to the same filter without it, which
 * `onUndo` turns into taking the value out of the form.
 */
export function renderChosen(list: HTMLElement, form: HTMLFormElement, filter: CatalogueFilter, sort: SortKey, ctx: ChosenContext): void {
  const chips = catalogueChips(filter, { path: ctx.path, sort, defaultSort: ctx.defaultSort }, (facet, value) => labelOf(form, P[facet], value));
  const items = chips.map(({ facet, value, label, href }) => {
    const link = document.createElement("a");
    link.href = href;
    link.dataset.facet = facet;
    link.dataset.value = value;
    link.setAttribute("aria-label", ctx.remove.replace("{label}", label));
    link.textContent = label;
    const li = document.createElement("li");
    li.append(link);
    return li;
  });
  list.replaceChildren(...items);
  list.hidden = items.length === 0;
}
