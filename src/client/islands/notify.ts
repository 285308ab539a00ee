import type { NotifyIslandProps } from "../../shared/island-markers";
import type { HydrateOptions } from "../loader/island-module";
import { followedFilms, rememberFollowing as remember, waitingSeats } from "../film-follows";
import { Unavailable, browserSubscription, proof, pushCall as call, registration } from "../push-subscription";

/**
 * A film's "Varsle meg" button (no React, docs/decisions/024). A click asks for permission to
 * notify, subscribes through the service worker's pushManager with the site's VAPID key, and
 * hands the subscription to /api/push; the button then reads "Slutt å varsle meg", and a click
 * on that removes the subscription (proved by its endpoint and auth secret). The browser's one
 * push subscription serves every film it follows; it is dropped when it follows none.
 */

function notifyProps(props: unknown): NotifyIslandProps | null {
  const p = (props ?? {}) as Record<string, unknown>;
  const keys = ["productionId", "on", "off", "failed", "unsupported", "homeScreen", "blocked", "noService", "siteOff"];
  const strings = keys.every((k) => typeof p[k] === "string");
  return strings && (p["locale"] === "nb" || p["locale"] === "en") ? (p as NotifyIslandProps) : null;
}

async function follow(props: NotifyIslandProps): Promise<"on" | "blocked"> {
  const sub = await browserSubscription();
  if (sub === "blocked") return "blocked";
  const answer = await call("subscriptions", "POST", {
    productionId: props.productionId,
    subscription: sub.toJSON(),
    topics: ["screenings", "sale"],
    locale: props.locale,
  });
  if (!answer.ok) throw new Error(`subscribe ${answer.status}`);
  remember(props.productionId, true);
  return "on";
}

async function unfollow(props: NotifyIslandProps): Promise<void> {
  const sub = await (await registration()).pushManager.getSubscription();
  if (sub) {
    const answer = await call("subscriptions", "DELETE", { productionId: props.productionId, ...proof(sub) });
    // 404: the server no longer has it (the notification's "Slutt å varsle", a push service's 410): stopped all the same.
    if (!answer.ok && answer.status !== 404) throw new Error(`unsubscribe ${answer.status}`);
  }
  remember(props.productionId, false);
  // The one subscription also carries the seats this browser waits for (seat-watch-toggle.ts).
  if (sub && followedFilms().length === 0 && waitingSeats().length === 0) await sub.unsubscribe();
}

/** For a film this browser believes it follows: does the server agree? (The notification's "Slutt å varsle" may have ended it.) */
async function check(props: NotifyIslandProps): Promise<void> {
  const sub = await (await registration()).pushManager.getSubscription();
  const answer = sub ? await call("subscriptions/status", "POST", { productionId: props.productionId, ...proof(sub) }) : undefined;
  const known = answer?.ok ? ((await answer.json()) as { subscribed: boolean }).subscribed : false;
  if (!known && (!answer || answer.ok)) remember(props.productionId, false);
}

export function hydrate(root: HTMLElement, rawProps: unknown, options: HydrateOptions): void {
  const props = notifyProps(rawProps);
  const button = root.querySelector<HTMLButtonElement>(".notify-button");
  const status = root.querySelector<HTMLElement>(".notify-status");
  if (!props || !button || !status) {
    console.error("[notify] props or markup do not fit; the button stays as it is");
    return;
  }
  const show = () => {
    const on = followedFilms().includes(props.productionId);
    button.textContent = on ? props.off : props.on;
    button.toggleAttribute("data-on", on);
  };
  let busy = false;
  const toggle = async () => {
    if (busy) return;
    busy = true;
    button.setAttribute("aria-busy", "true");
    status.textContent = "";
    try {
      if (followedFilms().includes(props.productionId)) await unfollow(props);
      else if ((await follow(props)) === "blocked") status.textContent = props.blocked;
    } catch (error) {
      if (error instanceof Unavailable) status.textContent = props[error.reason];
      else {
        console.error("[notify]", error);
        status.textContent = props.failed;
      }
    } finally {
      busy = false;
      button.removeAttribute("aria-busy");
      show();
    }
  };
  button.addEventListener("click", () => void toggle());
  show();
  if (options.activated) void toggle();
  else if (followedFilms().includes(props.productionId)) void check(props).then(show, () => undefined);
}
