/**
 * What a visitor had typed into a server-rendered form, and where their cursor was, taken before
 * an island replaces the form and put back into the island's own form after. Plain DOM: the
 * island's inputs are uncontrolled (read with FormData on submit), so setting `value` is enough.
 */
export type TypedFormState = {
  values: [name: string, value: string][];
  /** The name of the input that had focus, if one inside the form had. */
  focused?: string;
  /** Its selection; only text and password inputs have one (an e-mail input answers null). */
  selection?: [start: number, end: number, direction: "forward" | "backward" | "none"];
};

const inputs = (box: ParentNode) => [...box.querySelectorAll<HTMLInputElement>("input[name]")];

/**
 * Reads every named input's value under `box`, and which of them has focus.
 *
 * @example const typed = readTypedForm(root); mount(…); restoreTypedForm(root, typed)
 */
export function readTypedForm(box: ParentNode): TypedFormState {
  const values = inputs(box)
    .filter((input) => input.value !== "")
    .map((input): [string, string] => [input.name, input.value]);
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement) || !box.contains(active) || !active.name) return { values };
  const { selectionStart: start, selectionEnd: end } = active;
  const selection: TypedFormState["selection"] = start === null || end === null ? undefined : [start, end, active.selectionDirection ?? "none"];
  return { values, focused: active.name, selection };
}

/**
 * Puts the values back into the inputs of the same name under `box`, then focus and selection.
 * Answers whether it moved focus (it does when the focused input has a counterpart).
 *
 * @example restoreTypedForm(root.querySelector(".auth") ?? root, typed)
 */
export function restoreTypedForm(box: ParentNode, state: TypedFormState): boolean {
  const byName = new Map(inputs(box).map((input) => [input.name, input]));
  for (const [name, value] of state.values) {
    const input = byName.get(name);
    if (input) input.value = value;
  }
  const focused = state.focused === undefined ? undefined : byName.get(state.focused);
  if (!focused) return false;
  focused.focus();
  if (state.selection) {
    try {
      focused.setSelectionRange(...state.selection);
    } catch {
      // The new input is of a type without a selection: the cursor stays at the end.
    }
  }
  return true;
}
