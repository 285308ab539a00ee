import { PROGRAMME_PARAMS as P } from "../../shared/programme-filter";

// The programme filter form and the address: offline, the service worker may answer a filtered
// address with the kept page of the same path, rendered for another query; these put the address's
// filter into the form before the island applies it.

/** Two query strings with the same keys and values, in any order. */
export function sameQuery(a: string, b: string): boolean {
  const sorted = (s: string) => {
    const q = new URLSearchParams(s);
    q.sort();
    return q.toString();
  };
  return sorted(a) === sorted(b);
}

/** Sets each control from the query, as a GET submit of the form would have written it. */
export function setControls(form: HTMLFormElement, query: URLSearchParams): void {
  for (const select of form.querySelectorAll("select")) select.value = query.get(select.name) ?? "";
  for (const box of form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")) box.checked = query.getAll(box.name).includes(box.value);
  // The day and "earlier days" are hidden fields (the day is chosen by the tabs, not in the form).
  for (const name of [P.day, P.earlier]) {
    const value = query.get(name);
    if (value) hiddenField(form, name).value = value;
    else form.querySelector(`input[name="${name}"]`)?.remove();
  }
}

/** The form's hidden field of that name, added when it has none. */
export function hiddenField(form: HTMLFormElement, name: string): HTMLInputElement {
  const found = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (found) return found;
  const input = document.createElement("input");
  input.type = "hidden";
  input.name = name;
  form.append(input);
  return input;
}
