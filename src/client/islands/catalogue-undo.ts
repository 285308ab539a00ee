import {
  CATALOGUE_PARAMS as P,
  type CatalogueFilter,
  type SortKey,
  catalogueSearch,
  chosenValues,
  optionText,
  withoutChoice,
} from "../../shared/catalogue-filter";

/** What the undo list needs to write its links: the page, its own order, the dictionary's template. */
export type UndoContext = { path: string; defaultSort: SortKey; template: string };

/** The option's name without its count (CatalogueForm.tsx `data-label`), or the value itself. */
export function labelOf(form: HTMLFormElement, name: string, value: string): string {
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLOptionElement>(`[name="${name}"] option, input[name="${name}"]`)) {
    if (control.value !== value) continue;
    const label =
      control instanceof HTMLOptionElement ? control.dataset.label : control.parentElement?.querySelector<HTMLElement>("[data-label]")?.dataset.label;
    return label ?? value;
  }
  return value;
}

/**
 * The empty result's way out, kept true as the visitor changes the form: one link per chosen
 * value, each the same filter without it (the server writes the same links: Catalogue.tsx), so a
 * combination that gives no film says which choice to take away.
 */
export function renderUndo(list: HTMLElement, form: HTMLFormElement, filter: CatalogueFilter, sort: SortKey, ctx: UndoContext): void {
  const items = chosenValues(filter).map(([facet, value]) => {
    const li = document.createElement("li");
    const link = document.createElement("a");
    link.href = ctx.path + catalogueSearch(withoutChoice(filter, facet, value), sort, ctx.defaultSort);
    link.dataset.facet = facet;
    link.dataset.value = value;
    link.textContent = optionText(ctx.template, labelOf(form, P[facet], value), 0);
    li.append(link);
    return li;
  });
  list.replaceChildren(...items);
}

/**
 * Takes a chosen value out of the form when its undo link is followed (one listener for the
 * list): the select goes back to "all", the checkbox is unchecked, and `apply` filters again.
 */
export function onUndo(list: HTMLElement, form: HTMLFormElement, apply: () => void): void {
  list.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-facet]");
    const facet = link?.dataset.facet as keyof typeof P | undefined;
    if (!link || !facet || !(facet in P)) return;
    event.preventDefault();
    const name = P[facet];
    for (const control of form.querySelectorAll<HTMLSelectElement | HTMLInputElement>(`[name="${name}"]`)) {
      if (control instanceof HTMLSelectElement && control.value === link.dataset.value) control.value = "";
      if (control instanceof HTMLInputElement && control.value === link.dataset.value) control.checked = false;
    }
    apply();
  });
}
