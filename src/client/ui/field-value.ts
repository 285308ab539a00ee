/** A form field's value as text ("" when missing), from the submitted form. */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === "string" ? value : "";
}
