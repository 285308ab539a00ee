import type { LoadWhen } from "./island-loaders";

/** What the triggers call: `wake` renders the island; `preload` only fetches its code. */
export type Wakers = { wake: (activated: boolean) => void; preload: () => void };

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
  if (when === "interaction") return armInteraction(root, wake, preload);
  if (when === "input") return armInput(root, wake);
  // `idle`, and `visible` where IntersectionObserver is missing.
  const run = () => wake(false);
  const id = "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 1);
  return () => ("cancelIdleCallback" in window ? cancelIdleCallback(id) : clearTimeout(id));
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
