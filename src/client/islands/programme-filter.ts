import { programmeSearch, type CountText } from "../../shared/programme-filter";
import { filterOf, formQuery, sameQuery } from "./programme-form-query";
import { showKept } from "./programme-kept";
import { isNotKeptText } from "./programme-not-kept";
import { navigate } from "./programme-navigation";

/**
 * The programme with JavaScript: a day tab, a link onward ("Neste dager", "Forrige dag", "Se hele
 * dagen") or a change to the filter form loads that programme's page and swaps it in place
 * (programme-navigation.ts), with the address in history, so back and forward step through what
 * the visitor saw. The page only ever holds what it shows (docs/decisions/027): there is nothing
 * hidden to filter, and the server's page for an address is the one truth, with or without
 * JavaScript. Offline, a programme kept for another address shows what it has (programme-kept.ts).
 * Plain DOM, no React: this loads on public pages.
 */

function isCountText(value: unknown): value is CountText {
  const v = value as Partial<CountText> | null;
  return typeof v?.one === "string" && typeof v.other === "string";
}

/** A link to this same programme with another query: a tab, the pager, the reset link. */
function programmeLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.target) return undefined;
  const url = new URL(link.href);
  return url.origin === location.origin && url.pathname === location.pathname && url.hash === "" ? link : undefined;
}

/** Whether the address is what the page shows: after a swap, or a step back to it, nothing to load. */
function showsAddress(): boolean {
  return [...document.querySelectorAll<HTMLElement>("[data-block][data-search]")].every((s) => sameFilter(s.dataset.search ?? "", location.search));
}

let listening = false;

export function hydrate(root: HTMLElement, props: unknown): void {
  const raw = (props ?? {}) as { count?: unknown; offline?: unknown; notKept?: unknown };
  const count = isCountText(raw.count) ? raw.count : undefined;
  const offline = typeof raw.offline === "string" ? raw.offline : "";
  const notKept = isNotKeptText(raw.notKept) ? raw.notKept : undefined;
  const section = root.closest<HTMLElement>("[data-search]");

  const go = async (url: string) => {
    // The live ticket status looks the new rows up by itself (live-screenings.ts), and the page
    // script brings the chosen day's tab into view (day-strip.ts).
    await navigate(url, true);
  };

  root.addEventListener("click", (event) => {
    const link = programmeLink(event);
    if (!link) return;
    event.preventDefault();
    void go(link.href);
  });
  // Delegated to the island: the form and the links are swapped with the rest of the programme.
  root.addEventListener("change", (event) => {
    const form = event.target instanceof Element ? event.target.closest("form.programme-filter") : null;
    if (form instanceof HTMLFormElement) void go(formAddress(form));
  });
  root.addEventListener("submit", (event) => {
    if (!(event.target instanceof HTMLFormElement) || !event.target.matches("form.programme-filter")) return;
    event.preventDefault();
    void go(formAddress(event.target));
  });

  if (!listening) {
    listening = true;
    // Back or forward to another programme: load it, in the one spelling the server answers for.
    window.addEventListener("popstate", () => {
      if (!showsAddress()) void navigate(location.pathname + programmeSearch(filterOf(new URLSearchParams(location.search))), false);
    });
  }

  if (!section) return;
  const rendered = section.dataset.search ?? "";
  if (!sameFilter(rendered, location.search)) {
    // Offline, the service worker may answer an address with the kept page of another query.
    showKept(root, new URLSearchParams(location.search), { count, offline, notKept });
    return;
  }
  // A control changed before this code arrived (the island wakes on that change): load it now.
  const form = root.querySelector<HTMLFormElement>("form.programme-filter");
  if (form && !sameFilter(formQuery(form).toString(), rendered)) void go(formAddress(form));
}

/** Whether two queries ask for the same programme filter (what else they hold is no filter; order does not count). */
function sameFilter(a: string, b: string): boolean {
  const filter = (search: string) => programmeSearch(filterOf(new URLSearchParams(search)));
  return sameQuery(filter(a), filter(b));
}

/** The address the form's controls lead to, in the one spelling links use. */
function formAddress(form: HTMLFormElement): string {
  return location.pathname + programmeSearch(filterOf(formQuery(form)));
}
