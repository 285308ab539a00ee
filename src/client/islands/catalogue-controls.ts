import {
  CATALOGUE_PARAMS as P,
  LIST_FACETS,
  SINGLE_FACETS,
  SORT_SLUGS,
  TALK_ON,
  optionText,
  type CatalogueFilter,
  type Facet,
  type ListFacet,
  type SortKey,
} from "../../shared/catalogue-filter";
import type { CatalogueCounts } from "../../shared/catalogue-counts";

/** The catalogue form's controls (CatalogueForm.tsx) read, counted and set by the catalogue island. */

const sortOf = (slug: string | null): SortKey | undefined => (Object.keys(SORT_SLUGS) as SortKey[]).find((key) => SORT_SLUGS[key] === slug);

/** The filter and order the form's controls say, the way the server reads the same values from the query. */
export function readForm(form: HTMLFormElement): { filter: CatalogueFilter; sort: SortKey | undefined } {
  const data = new FormData(form);
  const all = (facet: Facet) => {
    const values = data.getAll(P[facet]).map(String).filter(Boolean);
    return SINGLE_FACETS.includes(facet) ? values.slice(0, 1) : values;
  };
  const values = Object.fromEntries(LIST_FACETS.map((facet) => [facet, all(facet)])) as Record<ListFacet, string[]>;
  const sort = data.get(P.sort);
  return {
    filter: { values, day: all("day")[0], access: all("access"), talk: all("talk").includes(TALK_ON) },
    sort: sortOf(typeof sort === "string" ? sort : null),
  };
}

/** The facet a control's name stands for. */
const FACET_OF = new Map<string, Facet>(
  (Object.entries(P) as [Facet | "sort", string][]).flatMap(([facet, name]) => (facet === "sort" ? [] : [[name, facet]])),
);

/** Every option and checkbox says how many films it would give now; one that would give none is disabled unless chosen. */
export function recount(form: HTMLFormElement, counts: CatalogueCounts, template: string): void {
  for (const select of form.querySelectorAll("select")) {
    const facet = FACET_OF.get(select.name);
    if (!facet) continue;
    for (const option of select.options) {
      const n = option.value === "" ? counts.any[facet] : (counts.options[facet].get(option.value) ?? 0);
      const text = optionText(template, option.dataset["label"] ?? "", n);
      if (option.text !== text) option.text = text;
      option.disabled = n === 0 && option.value !== "" && !option.selected;
    }
  }
  for (const box of form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")) {
    const facet = FACET_OF.get(box.name);
    const label = box.nextElementSibling as HTMLElement | null;
    if (!facet || !label) continue;
    const n = counts.options[facet].get(box.value) ?? 0;
    const text = optionText(template, label.dataset["label"] ?? "", n);
    if (label.textContent !== text) label.textContent = text;
    box.disabled = n === 0 && !box.checked;
  }
}

/** Sets each control from the address, as a GET submit of the form would have written it. */
export function setControls(form: HTMLFormElement, query: URLSearchParams, defaultSort: SortKey): void {
  for (const select of form.querySelectorAll("select")) {
    // The order's select has no empty option: no `sorter` is the page's own order.
    const wanted = query.get(select.name) ?? (select.name === P.sort ? SORT_SLUGS[defaultSort] : "");
    if ([...select.options].some((o) => o.value === wanted)) select.value = wanted;
  }
  for (const box of form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")) box.checked = query.getAll(box.name).includes(box.value);
}
