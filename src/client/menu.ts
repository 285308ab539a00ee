const EXPANDED = "aria-expanded";
const isOpen = (button: Element) => button.getAttribute(EXPANDED) === "true";
const setOpen = (button: Element, open: boolean) => button.setAttribute(EXPANDED, String(open));

/**
 * The header menu's behaviour (no React: this runs on every page and must stay tiny).
 *
 * - Marks `<html class="js">` first: the CSS then stops opening groups on hover/focus-within (the
 *   no-JavaScript fallback) and leaves them to the buttons' `aria-expanded`.
 * - Group buttons are disclosures (WAI-ARIA APG "Disclosure Navigation Menu"): click, Enter or
 *   Space toggles; opening one closes the others; Escape closes the open one and returns focus to
 *   its button; a click outside, or focus leaving the group, closes it.
 * - The hamburger shows and hides the whole menu panel at phone width; Escape closes it too.
 *
 * All state lives in `aria-expanded`, which the CSS reads, so what is announced is what is shown.
 *
 * @example setUpMenu() // in src/client/entries/site.ts, first of all
 */
export function setUpMenu(): void {
  document.documentElement.classList.add("js");
  const nav = document.querySelector<HTMLElement>("[data-menu]");
  const toggle = document.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const groups = nav ? [...nav.querySelectorAll<HTMLButtonElement>(`button[aria-controls]`)] : [];
  const closeGroups = (except?: Element) => {
    for (const b of groups) if (b !== except) setOpen(b, false);
  };

  for (const button of groups) {
    // Buttons already turn Enter and Space into clicks, so one listener serves mouse and keyboard.
    button.addEventListener("click", () => {
      const open = !isOpen(button);
      closeGroups(button);
      setOpen(button, open);
    });
    button.parentElement?.addEventListener("focusout", (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !button.parentElement?.contains(next)) setOpen(button, false);
    });
  }

  toggle?.addEventListener("click", () => {
    const open = !isOpen(toggle);
    setOpen(toggle, open);
    if (!open) closeGroups();
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const openGroup = groups.find(isOpen);
    if (openGroup) {
      setOpen(openGroup, false);
      openGroup.focus();
    } else if (toggle && isOpen(toggle)) {
      setOpen(toggle, false);
      toggle.focus();
    }
  });

  document.addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof Node)) return;
    if (nav && !nav.contains(target)) closeGroups();
    if (toggle && isOpen(toggle) && !toggle.parentElement?.contains(target)) setOpen(toggle, false);
  });
}
