import type { ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { clientText } from "../i18n";
import { TextContext } from "../ui/text";

/**
 * Replaces an island's server fallback with its React tree. `createRoot`, not `hydrateRoot`: the
 * server renders the logged-out fallback for everyone (pages are cached), while the browser knows
 * the stored profile, so the markup differs by design and hydration would only report mismatches.
 *
 * The first render is committed synchronously, so the loader can hand over a held-back click at
 * once; and if the visitor's focus was inside the fallback, it moves to the new first control
 * rather than falling back to `<body>`.
 */
export function mount(root: HTMLElement, locale: string | undefined, node: ReactNode): void {
  const hadFocus = root.contains(document.activeElement);
  const reactRoot = createRoot(root);
  flushSync(() => reactRoot.render(<TextContext.Provider value={clientText(locale)}>{node}</TextContext.Provider>));
  if (hadFocus) root.querySelector<HTMLElement>("button, a[href], input")?.focus();
}
