import { YES, countText, matchesFilter, type CountText, type ScreeningFacts } from "../../shared/programme-filter";
import { filterOf, setControls } from "./programme-form-query";
import type { NotKeptText } from "../../shared/island-markers";
import { holdsAskedDays, showNotKept } from "./programme-not-kept";

/**
 * A programme kept from before, shown for another address: offline, the service worker answers a
 * day or filter never opened on this phone with the kept page of the same path (sw/pages.ts). The
 * page then shows what it has that the address asks for — the rows of that day and filter — says
 * so, and the tabs and the form say what is asked; a day it does not hold is said to be not kept
 * (programme-not-kept.ts). Nothing is fetched: there is no network.
 */

/** What the rule needs of a screening, from its `<li>` (Screening.tsx writes these). */
function factsOf(li: HTMLElement): ScreeningFacts {
  const d = li.dataset;
  const list = (value: string | undefined) => (value ?? "").split(" ").filter(Boolean);
  return {
    day: d.day ?? "",
    place: d.place ?? "",
    section: d.section ?? "",
    ageLimit: d.age ?? "A",
    access: list(d.access),
    subtitles: list(d.subtitles),
    talk: d.talk === YES,
  };
}

export function showKept(
  root: HTMLElement,
  query: URLSearchParams,
  phrases: { count?: CountText | undefined; offline: string; notKept?: NotKeptText | undefined },
): void {
  const filter = filterOf(query);
  const form = root.querySelector<HTMLFormElement>("form.programme-filter");
  if (form) setControls(form, query);
  let shown = 0;
  for (const li of root.querySelectorAll<HTMLElement>("li[data-event-id]")) {
    li.hidden = !matchesFilter(factsOf(li), filter);
    if (!li.hidden) shown++;
  }
  for (const day of root.querySelectorAll<HTMLElement>(".programme-day")) day.hidden = !day.querySelector("li[data-event-id]:not([hidden])");
  // A chosen day's rows are laid out as the kept day's timetable, as the server filtered it
  // (docs/decisions/050): for another day they are the list, and the switch back is put away.
  for (const day of root.querySelectorAll<HTMLElement>(".programme-day.is-chosen")) {
    if (day.dataset.day === filter.day) continue;
    const list = day.querySelector<HTMLInputElement>("input.as-list");
    if (list) list.checked = true;
    const choice = day.querySelector<HTMLElement>(".day-view");
    if (choice) choice.hidden = true;
  }
  for (const tab of root.querySelectorAll<HTMLAnchorElement>("a.day-tab")) {
    const current = tab.dataset.day === filter.day || (tab.classList.contains("day-tab-all") && filter.day === undefined && filter.from === undefined);
    if (current) tab.setAttribute("aria-current", "page");
    else tab.removeAttribute("aria-current");
  }
  if (phrases.notKept && !holdsAskedDays(root, filter)) {
    void showNotKept(root, filter, phrases.notKept);
    return;
  }
  const count = root.querySelector<HTMLElement>(".programme-count");
  if (count && phrases.count) count.textContent = countText(phrases.count, shown);
  if (!root.querySelector(".programme-offline")) {
    const note = document.createElement("p");
    note.className = "programme-offline";
    note.textContent = phrases.offline;
    root.querySelector(".programme-summary")?.after(note);
  }
}
