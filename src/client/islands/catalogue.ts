import {
  CATALOGUE_PARAMS as P,
  MORE_FACETS,
  NO_CATALOGUE_FILTER,
  catalogueSearch,
  chosenCount,
  filmMatches,
  filterInUse,
  optionText,
  sortFilms,
  type FilmFacts,
  type SortFacts,
} from "../../shared/catalogue-filter";
import { catalogueCounts } from "../../shared/catalogue-counts";
import { readCardData } from "../../shared/catalogue-card-data";
import type { CatalogueIslandProps } from "../../shared/island-markers";
import { onUndo, renderUndo } from "./catalogue-undo";
import { renderChosen } from "./catalogue-chosen";
import { readForm, recount, setControls } from "./catalogue-controls";
import { countText, type CountText } from "../../shared/programme-filter";

/**
 * The film catalogue with JavaScript: a change to the form filters, counts and sorts the cards the
 * server rendered (every film is in the page; left-out ones carry `hidden`), and writes the filter
 * into the address as a new history entry (`history.pushState`), so the address stays a link to
 * what is shown and Back returns to the filter before; Back and Forward set the controls again. The
 * rule is the server's (src/shared/catalogue-filter.ts), read from each card's data attributes
 * (FilmCard.tsx), so the cards and counts equal the server's for the same address. Plain DOM, no
 * React: this loads on public pages.
 */

type Card = FilmFacts & SortFacts & { li: HTMLElement };

/** What the rule needs of a film, from its card: read once, the facts do not change in the page. */
function cardOf(li: HTMLElement): Card {
  return { li, ...readCardData(li.dataset), title: li.querySelector(".film-title a")?.textContent ?? "" };
}

/** Two query strings with the same keys and values, in any order. */
function sameQuery(a: string, b: string): boolean {
  const sorted = (s: string) => {
    const q = new URLSearchParams(s);
    q.sort();
    return q.toString();
  };
  return sorted(a) === sorted(b);
}

function parseProps(props: unknown): CatalogueIslandProps | undefined {
  const p = (props ?? {}) as Partial<CatalogueIslandProps>;
  const count = p.count as Partial<CountText> | undefined;
  if (typeof count?.one !== "string" || typeof count.other !== "string" || typeof p.option !== "string" || typeof p.inUse !== "string") return undefined;
  return {
    count: { one: count.one, other: count.other },
    option: p.option,
    inUse: p.inUse,
    without: typeof p.without === "string" ? p.without : "{label}",
    remove: typeof p.remove === "string" ? p.remove : "{label}",
    locale: p.locale === "en" ? "en" : "nb",
    sort: p.sort === "next" ? "next" : "title",
  };
}

export function hydrate(root: HTMLElement, rawProps: unknown): void {
  const props = parseProps(rawProps);
  const form = root.querySelector<HTMLFormElement>("form.cat-filter");
  const grid = root.querySelector<HTMLElement>(".film-grid");
  if (!props || !form || !grid) return;
  const cards = [...grid.querySelectorAll<HTMLElement>(":scope > li.film-card")].map(cardOf);
  const count = root.querySelector<HTMLElement>(".cat-count");
  const subscribe = [...root.querySelectorAll<HTMLElement>(".calendar-subscribe[data-calendar]")];
  const empty = root.querySelector<HTMLElement>(".cat-empty");
  const resets = root.querySelectorAll<HTMLAnchorElement>(".cat-reset, .cat-reset-all");
  const undo = root.querySelector<HTMLElement>(".cat-undo");
  const chosen = root.querySelector<HTMLElement>(".chosen-chips");
  const reset = root.querySelector<HTMLElement>(".cat-reset");
  const inUse = root.querySelector<HTMLElement>(".cat-in-use");
  const collator = new Intl.Collator(props.locale === "en" ? "en" : "nb");
  const path = location.pathname;
  let order = cards.map((c) => c.li);

  /**
   * Filters, counts and sorts for what the controls say. A visitor's change is a new history entry
   * (`push`), so Back returns to the filter before it; the address the page opened with is only
   * tidied (`replace`); Back and Forward themselves write nothing (`none`).
   */
  const apply = (history_: "push" | "replace" | "none" = "push") => {
    const { filter, sort = props.sort } = readForm(form);
    const counts = catalogueCounts(cards, filter);
    for (const card of cards) card.li.hidden = !filmMatches(card, filter);
    const sorted = sortFilms(cards, sort, collator).map((c) => c.li);
    // Moved only when the order changes: moving a card loses nothing, but costs layout.
    if (sorted.some((li, i) => order[i] !== li)) {
      grid.append(...sorted);
      order = sorted;
    }
    recount(form, counts, props.option);
    const text = countText(props.count, counts.total);
    // Only a real change is written: the count is a live region, read out when it changes.
    if (count && count.textContent !== text) count.textContent = text;
    if (empty) empty.hidden = counts.total > 0;
    // The chosen strand's calendar, and no other (docs/decisions/047): one strand chosen, with films shown.
    const strands = filter.values.section;
    for (const link of subscribe) link.hidden = !(strands.length === 1 && strands[0] === link.dataset.calendar && counts.total > 0);
    if (undo && counts.total === 0) renderUndo(undo, form, filter, sort, { path, defaultSort: props.sort, template: props.without });
    if (chosen) renderChosen(chosen, form, filter, sort, { path, defaultSort: props.sort, remove: props.remove });
    const cleared = path + catalogueSearch(NO_CATALOGUE_FILTER, sort, props.sort);
    for (const link of resets) link.href = cleared;
    if (reset) reset.hidden = !filterInUse(filter);
    if (inUse) {
      const n = chosenCount(filter, MORE_FACETS);
      inUse.hidden = n === 0;
      inUse.textContent = optionText(props.inUse, "", n);
    }
    const search = catalogueSearch(filter, sort, props.sort);
    if (search === location.search || history_ === "none") return;
    if (history_ === "push") history.pushState(history.state, "", path + search + location.hash);
    else history.replaceState(history.state, "", path + search + location.hash);
  };

  form.addEventListener("change", () => apply());
  if (undo) onUndo(undo, form, apply);
  // The chip taken away is gone: focus goes where the new result is announced, as after "Nullstill filtre".
  const focusCount = () => {
    if (!count) return;
    count.tabIndex = -1;
    count.focus();
  };
  if (chosen)
    onUndo(chosen, form, () => {
      apply();
      focusCount();
    });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    apply();
  });

  // "Nullstill filtre" clears the controls in place and puts focus where the result is announced.
  for (const link of resets) {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      for (const select of form.querySelectorAll("select")) if (select.name !== P.sort) select.value = "";
      for (const box of form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")) box.checked = false;
      apply();
      focusCount();
    });
  }

  // Offline, the service worker may answer a filtered address with the kept page of the same path:
  // the controls then take the filter from the address before it is applied.
  if (form.dataset["search"] !== undefined && !sameQuery(form.dataset["search"], location.search))
    setControls(form, new URLSearchParams(location.search), props.sort);

  // Back and Forward between filters chosen here: the controls take the address's filter again.
  window.addEventListener("popstate", () => {
    setControls(form, new URLSearchParams(location.search), props.sort);
    apply("none");
  });

  // A control changed before this code arrived (it loads on the first input) is applied now, as a
  // step Back can undo; otherwise the address only loses what the server ignored (the empty fields
  // of a submitted form, the page's own order), so it says what is applied.
  const { filter: asked, sort: askedSort = props.sort } = readForm(form);
  apply(sameQuery(catalogueSearch(asked, askedSort, props.sort), form.dataset["search"] ?? location.search) ? "replace" : "push");
}
