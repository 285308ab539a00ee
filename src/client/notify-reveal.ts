import type { NotifyUnavailable } from "../shared/island-markers";
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
 * Why this browser cannot take the film's notifications, or undefined when it can: no push here
 * (on an iPhone or iPad, Safari has it only for a site added to the Home Screen, whose browser
 * alone has `navigator.standalone`), or the visitor has blocked notifications for the site. A
 * browser that follows the film keeps its button all the same, to stop.
 */
function unavailable(following: boolean): NotifyUnavailable | undefined {
  if (!("serviceWorker" in navigator && "PushManager" in window && "Notification" in window)) return "standalone" in navigator ? "homeScreen" : "unsupported";
  return Notification.permission === "denied" && !following ? "blocked" : undefined;
}

/**
 * The loader's `wakeAtOnce` for the `notify` island (island-loaders.ts), run as the page starts:
 * shows the "Varsle meg" button where the browser can take push messages, labelled as it will be;
 * elsewhere its status line says why not, in the button's place (docs/decisions/024). Answers
 * whether this browser follows the film: only then does the island's code load at once, to check
 * that with the server; otherwise it loads when the visitor reaches for the button.
 */
export function revealNotify(root: HTMLElement): boolean {
  const button = root.querySelector<HTMLButtonElement>(".notify-button");
  if (!button) return false;
  const props = propsOf(root) as Partial<Record<string, unknown>>;
  const following = follows(button.dataset["production"] ?? "");
  const why = unavailable(following);
  if (why) {
    const status = root.querySelector(".notify-status");
    const said = props[why];
    if (status && typeof said === "string") status.textContent = said;
    button.hidden = true;
    return false;
  }
  if (following && typeof props["off"] === "string") {
    button.textContent = props["off"];
    button.dataset["on"] = "";
  }
  button.removeAttribute("data-pending");
  return following;
}
