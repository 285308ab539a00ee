import { ACCESS_SLUGS, PROGRAMME_PARAMS as P, SECTION_SLUGS, YES, type ProgrammeFilter } from "../../shared/programme-filter";

// The programme's filter in the browser: read from an address or from the form, the way the
// server reads the same values from the query (src/render/blocks/programme-query.ts), and put back
// into the form's controls.

/** Two query strings with the same keys and values, in any order (the server sorts a repeated key's values). */
export function sameQuery(a: string, b: string): boolean {
  const sorted = (s: string) =>
    [...new URLSearchParams(s)]
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
      .sort()
      .join("&");
  return sorted(a) === sorted(b);
}

/** The id a URL slug stands for (`kino` → `cinema`). */
const idOf = (slugs: Record<string, string>, slug: string | undefined) => Object.keys(slugs).find((id) => slugs[id] === slug);

/** The filter a query says (empty values, as a GET form sends them, mean no filter). */
export function filterOf(query: URLSearchParams): ProgrammeFilter {
  const one = (name: string) => query.getAll(name).find((value) => value !== "");
  const age = one(P.age);
  return {
    day: one(P.day),
    from: one(P.day) === undefined ? one(P.from) : undefined,
    place: one(P.place),
    section: idOf(SECTION_SLUGS, one(P.section)),
    age: age === undefined || !/^\d{1,2}$/.test(age) ? undefined : Number(age),
    withAdult: age !== undefined && one(P.withAdult) === YES,
    access: query.getAll(P.access).flatMap((slug) => idOf(ACCESS_SLUGS, slug) ?? []),
    subtitles: one(P.subtitles),
    talk: one(P.talk) === YES,
  };
}

/** What the form's controls say, as the query a GET submit would send. */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") query.append(name, value);
  return query;
}

/** Sets each control from the query, as a GET submit of the form would have written it. */
export function setControls(form: HTMLFormElement, query: URLSearchParams): void {
  for (const select of form.querySelectorAll("select")) select.value = query.get(select.name) ?? "";
  for (const box of form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")) box.checked = query.getAll(box.name).includes(box.value);
  // The day and the first day are hidden fields (chosen by the tabs and links, not in the form).
  for (const name of [P.day, P.from]) {
    const value = query.get(name);
    if (value) hiddenField(form, name).value = value;
    else form.querySelector(`input[name="${name}"]`)?.remove();
  }
}

/** The form's hidden field of that name, added when it has none. */
function hiddenField(form: HTMLFormElement, name: string): HTMLInputElement {
  const found = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (found) return found;
  const input = document.createElement("input");
  input.type = "hidden";
  input.name = name;
  form.append(input);
  return input;
}
