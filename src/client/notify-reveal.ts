import { propsOf } from "./loader/island-props";

/** Whether this browser follows the film: film-follows.ts's key, read here without importing it (see there why). */
function follows(id: string): boolean {
  try {
    const list: unknown = JSON.parse(localStorage.getItem("kinoweb:push-following") ?? "[]");
    return Array.isArray(list) && list.includes(id);
  } catch {
    return false;
  }
}

/**
 * The loader's `wakeAtOnce` for the `notify` island (island-loaders.ts), run as the page starts:
 * shows the "Varsle meg" button where the browser can take push messages (it stays invisible
 * elsewhere, taking its place, so nothing moves), labelled as it will be. Answers whether this
 * browser follows the film: only then does the island's code load at once, to check that with
 * the server; otherwise it loads when the visitor reaches for the button.
 */
export function revealNotify(root: HTMLElement): boolean {
  const button = root.querySelector<HTMLButtonElement>(".notify-button");
  if (!button || !("serviceWorker" in navigator && "PushManager" in window && "Notification" in window)) return false;
  const following = follows(button.dataset["production"] ?? "");
  const off = (propsOf(root) as { off?: unknown }).off;
  if (following && typeof off === "string") {
    button.textContent = off;
    button.dataset["on"] = "";
  }
  button.removeAttribute("data-pending");
  return following;
}
