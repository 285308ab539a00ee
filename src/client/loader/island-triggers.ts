import type { LoadWhen } from "./island-loaders";

/**
 * What the triggers call: `wake` renders the island, with the element that activated it when the
 * trigger held back what the visitor did (`form`: the button pressed or the form sent); `preload`
 * only fetches its code.
 */
export type Wakers = { wake: (activated: boolean, trigger?: Element) => void; preload: () => void };

/**
 * Sets up when an island wakes (see `LoadWhen`) and calls `wake` once it should, with
 * `activated` true when the visitor clicked it. Returns a function that removes every listener.
 */
export function arm(root: HTMLElement, when: LoadWhen, { wake, preload }: Wakers): () => void {
  if (when === "visible" && "IntersectionObserver" in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) wake(false);
      },
      // A screen ahead: the code is there by the time the visitor scrolls to it.
      { rootMargin: "100% 0px" },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }
  if (when === "interaction" || when === "input" || when === "form" || when === "focus") {
    const disarm = ARMS[when](root, wake, preload);
    answerEarlyVisitor(root, when, { wake, preload });
    return disarm;
  }
  // `idle`, and `visible` where IntersectionObserver is missing.
  const run = () => wake(false);
  const id = "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 1);
  return () => ("cancelIdleCallback" in window ? cancelIdleCallback(id) : clearTimeout(id));
}

/**
 * The page script comes after the first paint (docs/decisions/054): a visitor may already have
 * tabbed into the island or rest the pointer on it, and those events came before anyone listened.
 * Does now what they would have done: focus inside wakes the islands that wake on it, hover or
 * focus fetches the code of the others.
 */
function answerEarlyVisitor(root: HTMLElement, when: keyof typeof ARMS, { wake, preload }: Wakers): void {
  const focused = root.contains(document.activeElement);
  const hovered = root.matches(":hover");
  // A form's button only fetches: the visitor may be about to press it (armForm says why).
  const onButton = document.activeElement?.closest("button") !== null;
  if (focused && (when === "input" || when === "focus" || (when === "form" && !onButton))) wake(false);
  else if (hovered && when === "input") wake(false);
  else if (focused || hovered) preload();
}

/**
 * Hover, focus and touch fetch the code early (it is often there before the click lands) but do
 * not render: swapping the element between a press and its release would lose the click. The
 * click itself is held back — the fallback is a link, which would leave the page — and handed on
 * as `activated`, so the island does what the click meant.
 */
function armInteraction(root: HTMLElement, wake: (activated: boolean) => void, preload: () => void): () => void {
  const warm = () => preload();
  const click = (event: MouseEvent) => {
    // Let a modified click (new tab, new window) do what the visitor asked of the link.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    wake(true);
  };
  const warmEvents = ["pointerover", "focusin", "touchstart"] as const;
  for (const type of warmEvents) root.addEventListener(type, warm, { passive: true });
  root.addEventListener("click", click, { capture: true });
  return () => {
    for (const type of warmEvents) root.removeEventListener(type, warm);
    root.removeEventListener("click", click, { capture: true });
  };
}

/** The first sign of the visitor in the island wakes it; every event still does what it does. */
const INPUT_EVENTS = ["pointerover", "focusin", "touchstart", "keydown", "input", "change"] as const;

function armInput(root: HTMLElement, wake: (activated: boolean) => void): () => void {
  const run = () => wake(false);
  for (const type of INPUT_EVENTS) root.addEventListener(type, run, { passive: true });
  return () => {
    for (const type of INPUT_EVENTS) root.removeEventListener(type, run);
  };
}

/** Focus inside the island wakes it; typing goes on in the field meanwhile and is picked up. */
function armFocus(root: HTMLElement, wake: (activated: boolean) => void): () => void {
  const run = () => wake(false);
  root.addEventListener("focusin", run, { passive: true });
  return () => root.removeEventListener("focusin", run);
}

/** The first sign of the visitor in a `form` island: the code is fetched and the island woken. */
const FORM_EVENTS = ["focusin", "pointerdown", "touchstart", "keydown", "input", "change"] as const;

/**
 * A server-rendered form that only the island can send (Min side's login): anything that would
 * act on it — a submit, or a click on one of its buttons (Enter in a field clicks the submit
 * button) — is held back until the code is there and handed on as `activated` with the element,
 * so the island sends the form or opens the view the button names. Focus and typing go on as
 * usual: the island carries over what was typed. Hover, and pressing a button, only fetch the code.
 */
function armForm(root: HTMLElement, wake: Wakers["wake"], preload: () => void): () => void {
  const warm = () => preload();
  // On a button only fetch: rendering between its press and release would lose the click, which
  // is held below instead.
  const run = (event: Event) => ((event.target as Element).closest("button") ? preload() : wake(false));
  const hold = (event: Event) => {
    const target = event.target as Element;
    const trigger = event.type === "submit" ? ((event as SubmitEvent).submitter ?? target) : target.closest("button");
    if (!trigger) return;
    event.preventDefault();
    wake(true, trigger);
  };
  root.addEventListener("pointerover", warm, { passive: true });
  for (const type of FORM_EVENTS) root.addEventListener(type, run, { passive: true });
  for (const type of ["submit", "click"]) root.addEventListener(type, hold, { capture: true });
  return () => {
    root.removeEventListener("pointerover", warm);
    for (const type of FORM_EVENTS) root.removeEventListener(type, run);
    for (const type of ["submit", "click"]) root.removeEventListener(type, hold, { capture: true });
  };
}

/** The listeners of each trigger that waits for the visitor; each returns what removes them. */
const ARMS: Record<"interaction" | "input" | "form" | "focus", (root: HTMLElement, wake: Wakers["wake"], preload: () => void) => () => void> = {
  interaction: armInteraction,
  input: armInput,
  form: armForm,
  focus: armFocus,
};
