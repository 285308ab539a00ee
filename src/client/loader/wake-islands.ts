import { CLIENT_LOADED_KEY, ISLAND_ATTR, ISLAND_HYDRATED_ATTR, type IslandName } from "../../shared/island-markers";
import { islandLoaders } from "./island-loaders";
import { hasStoredProfile, onProfileChanged } from "../account/profile-signal";
import { arm } from "./island-triggers";
import { propsOf } from "./island-props";

/**
 * The island loader (docs/architecture.md "Islands and the one page script"): finds every
 * `[data-island]` not yet hydrated and wakes it when its loader says (island-loaders.ts) — or at once
 * when a profile is stored, since a logged-in visitor expects their name in the header on every page.
 * When the islands due now are done it sets `<body data-client-loaded>`, which browser tests wait for.
 *
 * This file and what it imports must stay free of React and valibot: every page downloads it.
 */

type Pending = { root: HTMLElement; activated: boolean; trigger?: Element; started?: Promise<void>; disarm?: () => void };
const pending = new Map<HTMLElement, Pending>();

function wake(p: Pending): Promise<void> {
  p.started ??= run(p);
  return p.started;
}

async function run(p: Pending): Promise<void> {
  const name = p.root.getAttribute(ISLAND_ATTR) as IslandName;
  const loader = islandLoaders[name];
  if (!loader) return;
  p.root.setAttribute(ISLAND_HYDRATED_ATTR, "");
  p.root.setAttribute("aria-busy", "true");
  try {
    (await loader.load()).hydrate(p.root, propsOf(p.root), { activated: p.activated, trigger: p.trigger });
  } catch (error) {
    // A failed island keeps its static fallback; a click we held back still reaches its link or
    // button (a held submit button sends its form the plain way).
    console.error("island failed to load", name, error);
    p.disarm?.(); // first, or the held-back click below would be held back again
    if (p.activated) ((p.trigger ?? p.root.querySelector("a[href]")) as HTMLElement | null)?.click();
  } finally {
    p.root.removeAttribute("aria-busy");
    p.disarm?.();
    pending.delete(p.root);
  }
}

/** Wakes every island still waiting: after a login anywhere, the header must show the name. */
function wakeAll(): Promise<unknown> {
  return Promise.all([...pending.values()].map(wake));
}

/**
 * Starts the loader for the islands in the page.
 *
 * @example void wakeIslands() // in src/client/entries/site.ts
 */
export async function wakeIslands(): Promise<void> {
  const roots = document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]:not([${ISLAND_HYDRATED_ATTR}])`);
  for (const root of roots) {
    const loader = islandLoaders[root.getAttribute(ISLAND_ATTR) as IslandName];
    if (!loader || pending.has(root)) continue; // no code for it: the static fallback is complete
    const p: Pending = { root, activated: false };
    pending.set(root, p);
    p.disarm = arm(root, loader.wakeAtOnce?.(root) ? "idle" : loader.when, {
      wake: (activated, trigger) => {
        p.activated ||= activated;
        p.trigger = trigger ?? p.trigger;
        void wake(p);
      },
      // A failed preload is reported by the real load, if it comes.
      preload: () => void loader.load().catch(() => undefined),
    });
  }
  // Min side shows "Laster …" rather than its login form while the tickets load, and hides the
  // text meant for guests, as long as a profile is stored (50-account.css).
  const markProfile = () => document.documentElement.toggleAttribute("data-stored-profile", hasStoredProfile());
  onProfileChanged(() => {
    markProfile();
    void wakeAll();
  });
  markProfile();
  if (hasStoredProfile()) await wakeAll();
  document.body.dataset[CLIENT_LOADED_KEY] = "";
}
