import { SUGGEST_PATH } from "../../shared/site-paths";
import { suggestEn } from "../i18n/suggest-en";
import { suggestNb } from "../i18n/suggest-nb";
import type { HydrateOptions } from "../loader/island-module";
import { type Suggestion, SuggestionList } from "./suggestion-list";

/**
 * Suggestions under the header's search field (docs/decisions/007; no React). The island is the
 * server's search form, which sends a plain GET /search without any of this; its code loads when
 * the field is first focused (island-loaders.ts, `focus`). As the visitor types, it asks
 * /api/search/suggest for the prefix and shows the answer as a listbox: arrow keys move through
 * it, Enter on a suggestion goes to its page (Enter without one searches as before), Escape
 * closes it, and a click or tap on one goes there.
 */

/** Wait this long after the last key before asking: one request per pause, not per letter. */
const TYPING_PAUSE_MS = 120;
/** The server answers nothing for less (src/search/suggest-prefix.ts). */
const MIN_CHARS = 2;

/** The list's words in the page's language: no props, so no page carries them (docs/decisions/054). */
const wordsFor = (lang: string) => (lang === "en" ? suggestEn : suggestNb);

/** The prefix in the spelling the server keeps (one cached answer per prefix, in browser and edge). */
const normalise = (value: string) => value.replace(/\s+/g, " ").trim().toLocaleLowerCase("nb-NO");

function isSuggestions(value: unknown): value is { data: Suggestion[] } {
  const data = (value as { data?: unknown } | null)?.data;
  return Array.isArray(data) && data.every((s: Partial<Suggestion>) => typeof s?.title === "string" && typeof s.path === "string" && s.path.startsWith("/"));
}

export function hydrate(root: HTMLElement, _raw: unknown, _options: HydrateOptions): void {
  const field = root.querySelector<HTMLInputElement>("input[name=q]");
  if (!field) {
    console.error("[search-suggest] no field; the form searches as before");
    return;
  }
  const props = wordsFor(root.closest("[lang]")?.getAttribute("lang") ?? "nb");
  const endpoint = SUGGEST_PATH;
  const { count } = props;
  const input = field;
  const status = document.createElement("p");
  status.className = "sr-only";
  status.setAttribute("role", "status");
  const list = new SuggestionList(field, `${field.id}-forslag`, props.label, props.kinds, (s) => location.assign(s.path));
  root.append(list.element, status);

  const answers = new Map<string, Suggestion[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking: AbortController | undefined;

  const say = (items: Suggestion[]) => {
    list.show(items);
    const n = items.length;
    status.textContent = n === 0 ? "" : n === 1 ? count.one : count.other.replace("{n}", String(n));
  };

  async function ask(prefix: string): Promise<void> {
    asking?.abort();
    const known = answers.get(prefix);
    if (known) return say(known);
    asking = new AbortController();
    try {
      const response = await fetch(`${endpoint}?q=${encodeURIComponent(prefix)}`, { signal: asking.signal });
      const body: unknown = response.ok ? await response.json() : null;
      const items = isSuggestions(body) ? body.data : [];
      answers.set(prefix, items);
      // Only if the field still asks for this prefix (an older answer may arrive late).
      if (normalise(input.value) === prefix && document.activeElement === input) say(items);
    } catch {
      // Offline, aborted or a bad answer: no list; the form still searches.
    }
  }

  const update = () => {
    clearTimeout(timer);
    const prefix = normalise(field.value);
    if (Array.from(prefix).length < MIN_CHARS) return say([]);
    timer = setTimeout(() => void ask(prefix), TYPING_PAUSE_MS);
  };

  field.addEventListener("input", update);
  field.addEventListener("focus", update);
  field.addEventListener("blur", () => {
    clearTimeout(timer);
    say([]);
  });
  field.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!list.open) return update();
      event.preventDefault();
      list.move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter" && list.current) {
      event.preventDefault();
      location.assign(list.current.path);
    } else if (event.key === "Escape" && list.open) {
      // Closes the list only, not the menu panel around the field (src/client/menu.ts): a second
      // Escape does that, or the browser's own (clearing a search field).
      event.preventDefault();
      event.stopPropagation();
      say([]);
    }
  });
  // Woken by focus: what was typed before the code arrived gets its suggestions now.
  if (document.activeElement === field) update();
}
