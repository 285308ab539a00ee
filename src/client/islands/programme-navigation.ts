import { sameQuery } from "./programme-form-query";

/**
 * Loading another day or filter of the programme in place: the page for that address is fetched
 * (the same page the server renders for a visitor without JavaScript, kept at the edge), and each
 * programme block of this page takes the new one's content. The address then changes with
 * `history.pushState`, so back, forward, reload and a shared link all give the same programme.
 */

/** The programme blocks of a document, by block id (Programme.tsx writes `data-block`). */
function programmes(doc: Document | HTMLElement): Map<string, HTMLElement> {
  return new Map([...doc.querySelectorAll<HTMLElement>("[data-block][data-search]")].map((el) => [el.dataset.block ?? "", el]));
}

/** Which element had focus, as a selector that finds its twin in the new content. */
function focusKey(root: HTMLElement): string | undefined {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || !root.contains(el)) return undefined;
  if (el.id) return `#${CSS.escape(el.id)}`;
  if (el instanceof HTMLInputElement) return `input[name="${CSS.escape(el.name)}"][value="${CSS.escape(el.value)}"]`;
  if (el.dataset.day) return `a.day-tab[data-day="${CSS.escape(el.dataset.day)}"]`;
  if (el.matches(".day-tab-all")) return ".day-tab-all";
  if (el.matches("summary")) return "summary";
  // A link onward (the pager, "Tidligere dager"): it leads elsewhere, so focus goes to the count.
  return "";
}

/**
 * Puts the new content of one programme in place, keeping what the visitor was doing: the filter
 * panel stays open if it was, focus goes back to the same control or tab (else to the count, which
 * says what is shown), and the count is announced.
 */
function swap(section: HTMLElement, fresh: HTMLElement): void {
  const island = section.querySelector<HTMLElement>("[data-island]");
  const incoming = fresh.querySelector<HTMLElement>("[data-island]");
  if (!island || !incoming) return;
  const key = focusKey(island);
  const wasOpen = island.querySelector("details")?.open ?? false;
  // A visitor who chose the list over the timetable keeps it on the next day (docs/decisions/050).
  const asList = island.querySelector<HTMLInputElement>("input.as-list")?.checked ?? false;
  island.replaceChildren(...document.adoptNode(incoming).childNodes);
  const list = island.querySelector<HTMLInputElement>("input.as-list");
  if (asList && list) list.checked = true;
  section.dataset.search = fresh.dataset.search ?? "";
  const details = island.querySelector("details");
  if (details && wasOpen) details.open = true;
  const count = island.querySelector<HTMLElement>(".programme-count");
  if (key !== undefined) {
    const twin = key ? island.querySelector<HTMLElement>(key) : null;
    if (twin) twin.focus({ preventScroll: true });
    else if (count) {
      count.tabIndex = -1;
      count.focus({ preventScroll: true });
      if (section.getBoundingClientRect().top < 0) section.scrollIntoView({ block: "start" });
    }
  }
  // A live region announces a change of its text, not its arrival: the text comes a frame later.
  if (count) {
    const text = count.textContent ?? "";
    count.textContent = "";
    requestAnimationFrame(() => (count.textContent = text));
  }
}

/** What a navigation did: `swapped` in place, `left` to the browser (a full page load), or `aborted` for a newer one. */
export type Navigated = "swapped" | "left" | "aborted";

let current: AbortController | undefined;

/**
 * Shows the programme of `url` (same path, another query). `push` adds a history entry (a click);
 * a back or forward step does not. When the page cannot be had as asked — no network, a kept page
 * of another address (the service worker offline), an error — the browser loads the address
 * itself, which shows what it can (the kept page, the offline page).
 */
export async function navigate(url: string, push: boolean): Promise<Navigated> {
  current?.abort();
  const mine = (current = new AbortController());
  const target = new URL(url, location.href);
  const here = programmes(document.body);
  for (const section of here.values()) section.setAttribute("aria-busy", "true");
  let fresh: Map<string, HTMLElement> | undefined;
  try {
    const response = await fetch(target, { headers: { Accept: "text/html" }, credentials: "same-origin", signal: mine.signal });
    if (response.ok) fresh = programmes(new DOMParser().parseFromString(await response.text(), "text/html"));
  } catch {
    // Offline or cut off: the browser's own navigation below.
  } finally {
    // A newer navigation that cut this one short keeps the programme busy until it is done.
    if (current === mine) for (const section of here.values()) section.removeAttribute("aria-busy");
  }
  if (mine.signal.aborted) return "aborted";
  const answers = fresh && [...here.keys()].every((id) => sameQuery(fresh.get(id)?.dataset.search ?? "\u0000", target.search));
  if (!fresh || !answers) {
    if (push) location.assign(target);
    else location.replace(target);
    return "left";
  }
  // The same address again (the chosen tab clicked) is no new step in history.
  if (push && !sameQuery(target.search, location.search)) history.pushState({ programme: true }, "", target);
  for (const [id, section] of here) {
    const incoming = fresh.get(id);
    if (incoming) swap(section, incoming);
  }
  return "swapped";
}
