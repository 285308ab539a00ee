import type { NotKeptText } from "../../shared/island-markers";
import { programmeSearch, type ProgrammeFilter } from "../../shared/programme-filter";
import { formatDay } from "../plan-days";
import { filterOf } from "./programme-form-query";

/**
 * Offline, a programme day (or the days from one) that the copy on screen does not hold: the
 * service worker answered an address never opened on this phone with the programme kept for
 * another (sw/pages.ts). Rather than "0 screenings" under a tab that says 46, the page says the day
 * is not kept and links to the days that are: those of the copy on screen (the worker answers
 * their addresses with it again, and the island shows the day) and the days kept as pages of their
 * own, for the filter asked or for none. Nothing is fetched: there is no network.
 */

export function isNotKeptText(value: unknown): value is NotKeptText {
  const v = value as Partial<Record<keyof NotKeptText, unknown>> | null;
  return [v?.day, v?.days, v?.kept, v?.none, v?.intlLocale].every((s) => typeof s === "string");
}

/** Whether the copy on screen holds the day asked for (or a day from the first one asked). */
export function holdsAskedDays(root: HTMLElement, filter: ProgrammeFilter): boolean {
  const days = [...root.querySelectorAll<HTMLElement>(".programme-day")].map((d) => d.dataset.day ?? "");
  if (filter.day !== undefined) return days.includes(filter.day);
  const from = filter.from;
  return from === undefined || days.some((d) => d >= from);
}

const capitalised = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** The queries of this programme's pages in the worker's caches (a page may read them too). */
async function keptQueries(): Promise<string[]> {
  if (!("caches" in window)) return [];
  try {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.origin === location.origin && url.pathname === location.pathname && url.search) found.push(url.search);
      }
    }
    return found;
  } catch {
    return [];
  }
}

/** Each day kept on this phone and the address that shows it offline, in day order. */
async function keptDays(root: HTMLElement, asked: ProgrammeFilter): Promise<[day: string, href: string][]> {
  const choices = (f: ProgrammeFilter) => programmeSearch({ ...f, day: undefined, from: undefined });
  const same = (f: ProgrammeFilter) => choices(f) === choices(asked);
  const days = new Map<string, string>();
  for (const d of root.querySelectorAll<HTMLElement>(".programme-day")) {
    const day = d.dataset.day;
    if (day) days.set(day, location.pathname + programmeSearch({ ...asked, day, from: undefined }));
  }
  // A day kept with other choices would show other screenings than asked: only the same choices (first), or none.
  const pages = (await keptQueries())
    .map((query) => ({ query, kept: filterOf(new URLSearchParams(query)) }))
    .filter(({ kept }) => kept.day !== undefined && (same(kept) || choices(kept) === ""))
    .sort((a, b) => Number(same(b.kept)) - Number(same(a.kept)));
  for (const { query, kept } of pages) if (kept.day !== undefined && !days.has(kept.day)) days.set(kept.day, location.pathname + query);
  return [...days].sort(([a], [b]) => a.localeCompare(b));
}

/** Says the asked day is not kept, in place of the count, and lists the days that are. */
export async function showNotKept(root: HTMLElement, asked: ProgrammeFilter, text: NotKeptText): Promise<void> {
  const named = (day: string) => formatDay(day, text.intlLocale);
  const count = root.querySelector<HTMLElement>(".programme-count");
  const missing = asked.day ?? asked.from ?? "";
  if (count) count.textContent = capitalised((asked.day !== undefined ? text.day : text.days).replace("{day}", named(missing)));
  // What the kept copy says of itself (its started screenings, its way on, its empty filter) is not about the day asked.
  for (const el of root.querySelectorAll<HTMLElement>(".programme-started, .programme-pager, .programme-empty")) el.hidden = true;

  const days = await keptDays(root, asked);
  const note = document.createElement("div");
  note.className = "programme-offline programme-kept";
  const lead = document.createElement("p");
  lead.textContent = days.length > 0 ? text.kept : text.none;
  note.append(lead);
  if (days.length > 0) {
    const list = document.createElement("ul");
    for (const [day, href] of days) {
      const link = document.createElement("a");
      link.href = href;
      link.className = "button button-quiet";
      link.textContent = capitalised(named(day));
      const item = document.createElement("li");
      item.append(link);
      list.append(item);
    }
    note.append(list);
  }
  root.querySelector(".programme-offline")?.remove();
  root.querySelector(".programme-summary")?.after(note);
}
