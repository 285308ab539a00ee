import {
  ACCESS_SLUGS,
  PROGRAMME_PARAMS as P,
  SECTION_SLUGS,
  YES,
  countText,
  matchesFilter,
  programmeSearch,
  programmeView,
  type CountText,
  type ProgrammeFilter,
  type ScreeningFacts,
} from "../../shared/programme-filter";
import { hiddenField, sameQuery, setControls } from "./programme-form-query";
import { clashPhrase } from "../../shared/timetable-clash";

/**
 * The programme filter with JavaScript: a change to the form filters the list the server rendered
 * (every screening is in it; left-out ones carry `hidden`) and writes the filter into the URL with
 * `history.replaceState`, so the address stays a link to what is shown. The rule is the server's
 * (src/shared/programme-filter.ts), read from each `<li>`'s data attributes, so the list equals the
 * server's for the same URL. Plain DOM, no React: this loads on public pages.
 */

const SCREENING = "li[data-event-id]";

/** The id a URL slug stands for (`kino` → `cinema`). */
const idOf = (slugs: Record<string, string>, slug: string | undefined) => Object.keys(slugs).find((id) => slugs[id] === slug);

/** The filter the form's controls say, the way the server reads the same values from the query. */
function filterOf(form: HTMLFormElement): ProgrammeFilter {
  const data = new FormData(form);
  const one = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const age = one(P.age);
  return {
    day: one(P.day),
    place: one(P.place),
    section: idOf(SECTION_SLUGS, one(P.section)),
    age: age === undefined ? undefined : Number(age),
    withAdult: one(P.withAdult) === YES,
    access: data.getAll(P.access).flatMap((slug) => idOf(ACCESS_SLUGS, String(slug)) ?? []),
    earlier: one(P.earlier) === YES,
  };
}

/** What the rule needs of a screening, from its `<li>`. Read afresh each time: the live ticket status may change `data-status`. */
function factsOf(li: HTMLElement): ScreeningFacts {
  const d = li.dataset;
  return {
    day: d.day ?? "",
    place: d.place ?? "",
    section: d.section ?? "",
    ageLimit: d.age ?? "A",
    access: (d.access ?? "").split(" ").filter(Boolean),
    past: d.status === "past",
  };
}

function isCountText(value: unknown): value is CountText {
  const v = value as Partial<CountText> | null;
  return typeof v?.one === "string" && typeof v.other === "string";
}

export function hydrate(root: HTMLElement, props: unknown): void {
  // The chosen day's tab may be far along the strip (a December day): bring it into view.
  const current = root.querySelector<HTMLElement>('.day-tabs [aria-current="page"]');
  const strip = current?.closest("ul");
  if (current && strip) strip.scrollLeft = current.offsetLeft - strip.offsetLeft - 16;
  const form = root.querySelector<HTMLFormElement>("form.programme-filter");
  if (!form) return;
  const raw = (props ?? {}) as { count?: unknown; tab?: unknown };
  const phrase = isCountText(raw.count) ? raw.count : undefined;
  const tabPhrase = isCountText(raw.tab) ? raw.tab : undefined;
  const count = root.querySelector<HTMLElement>(".programme-count");
  const empty = root.querySelector<HTMLElement>(".programme-empty");
  const earlierLink = root.querySelector<HTMLAnchorElement>("a.programme-earlier");
  const path = location.pathname;

  const apply = () => {
    const filter = filterOf(form);
    const items = [...root.querySelectorAll<HTMLElement>(SCREENING)];
    const view = programmeView(items.map(factsOf), filter);
    items.forEach((li, i) => {
      li.hidden = !view.shown[i];
    });
    for (const day of root.querySelectorAll<HTMLElement>(".programme-day")) {
      day.hidden = !day.querySelector(`${SCREENING}:not([hidden])`);
    }
    const text = phrase && countText(phrase, view.count);
    // Only a real change is written: the count is a live region, read out when it changes.
    if (count && text && count.textContent !== text) count.textContent = text;
    if (empty) empty.hidden = view.count > 0;
    if (earlierLink) {
      earlierLink.hidden = view.hiddenPastDays.length === 0;
      earlierLink.href = path + programmeSearch({ ...filter, earlier: true });
    }
    updateDays(root, filter, items, view.shown, tabPhrase, path);
    const search = programmeSearch(filter);
    if (search !== location.search) history.replaceState(history.state, "", path + search + location.hash);
  };

  /** Puts focus where the result is announced, when the control that had it disappears. */
  const focusCount = () => {
    if (!count) return;
    count.tabIndex = -1;
    count.focus();
  };

  form.addEventListener("change", () => apply());
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    apply();
  });

  // "Nullstill filtre" (by the buttons, and in the empty note) clears the controls in place.
  for (const link of root.querySelectorAll<HTMLAnchorElement>(".filter-reset, .programme-empty a")) {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      for (const select of form.querySelectorAll("select")) select.value = "";
      for (const box of form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")) box.checked = false;
      form.querySelector(`input[name="${P.earlier}"]`)?.remove();
      apply();
      focusCount();
    });
  }

  // "Vis tidligere dager" becomes part of the filter, so a later form submit keeps it.
  earlierLink?.addEventListener("click", (event) => {
    event.preventDefault();
    hiddenField(form, P.earlier).value = YES;
    apply();
    focusCount();
  });

  // Offline, the service worker may answer a filtered address with the kept unfiltered page of the
  // same path: the controls then take the filter from the address before it is applied.
  if (form.dataset.search !== undefined && sameQuery(form.dataset.search, location.search) === false) setControls(form, new URLSearchParams(location.search));

  // A control changed before this code arrived is applied now. The URL also loses what the server
  // ignored (a bad value, the empty fields of a submitted form): it says what is applied.
  apply();
}

/**
 * The day tabs and the timetable follow the other filters in place: each tab links to its day with
 * them and counts its screenings by them (as DayTabs.tsx renders it), days over show when earlier
 * days are asked for, and a timetable block hides with its screening's row. The tabs themselves stay
 * links: choosing a day loads that day's page, with its timetable.
 */
function updateDays(root: HTMLElement, filter: ProgrammeFilter, items: HTMLElement[], shown: boolean[], phrase: CountText | undefined, path: string): void {
  const anyDay = { ...filter, day: undefined };
  const facts = items.map(factsOf);
  for (const tab of root.querySelectorAll<HTMLAnchorElement>("a.day-tab")) {
    const day = tab.dataset.day;
    tab.href = path + programmeSearch({ ...filter, day });
    const n = day ? facts.filter((s) => s.day === day && matchesFilter(s, anyDay)).length : programmeView(facts, anyDay).count;
    const count = tab.querySelector(".day-tab-count");
    if (phrase && count) count.textContent = countText(phrase, n);
    // Offline the kept page may have been rendered for another day: the tabs say what is shown.
    if (day === filter.day) tab.setAttribute("aria-current", "page");
    else tab.removeAttribute("aria-current");
    const li = tab.parentElement;
    if (day && li?.hasAttribute("data-over")) li.hidden = !filter.earlier && filter.day !== day;
  }
  const hiddenIds = new Set(items.filter((_, i) => !shown[i]).map((li) => li.dataset.eventId));
  for (const slot of root.querySelectorAll<HTMLElement>("[data-for]")) slot.hidden = hiddenIds.has(slot.dataset.for);
  markClashes(root, hiddenIds);
}

/**
 * The timetable's "Overlapper" marks follow the filter: a screening overlaps only those the filter
 * still shows (as DayTimetable.tsx renders it for the filter in the address).
 */
function markClashes(root: HTMLElement, hiddenIds: ReadonlySet<string | undefined>): void {
  const template = root.querySelector<HTMLElement>(".timetable")?.dataset.clashWith;
  if (template === undefined) return;
  const titleOf = (id: string) => root.querySelector(`[data-for="${CSS.escape(id)}"] .tt-name`)?.textContent ?? "";
  for (const slot of root.querySelectorAll<HTMLElement>("[data-clashes]")) {
    const titles = (slot.dataset.clashes ?? "").split(" ").filter((id) => id && !hiddenIds.has(id)).map(titleOf);
    const phrase = clashPhrase(template, titles);
    slot.classList.toggle("is-clash", titles.length > 0);
    const mark = slot.querySelector<HTMLElement>(".tt-clash");
    if (mark) mark.hidden = titles.length === 0;
    const spoken = mark?.querySelector(".sr-only");
    if (spoken) spoken.textContent = `: ${phrase}`;
    const link = slot.querySelector("a");
    if (titles.length > 0) link?.setAttribute("title", phrase);
    else link?.removeAttribute("title");
  }
}
