import {
  CLIENT_LOADED_KEY,
  ISLAND_ATTR,
  ISLAND_HYDRATED_ATTR,
  ISLAND_PROPS_ATTR,
  type IslandName,
} from "../../shared/island-markers";
import { islandLoaders } from "../island-loaders";

/**
 * The island loader (DESIGN.md "Islands like HonoX and Astro"): finds every `[data-island]` not
 * yet hydrated, reads its JSON props from the `<script data-island-props>` beside it, and when the
 * browser is idle imports the island's code and lets it take over. When all are done it sets
 * `<body data-client-loaded>`, which browser tests wait for.
 */

function propsOf(root: Element): unknown {
  const script = root.nextElementSibling;
  if (!script || script.getAttribute(ISLAND_PROPS_ATTR) !== root.getAttribute(ISLAND_ATTR)) return {};
  try {
    return JSON.parse(script.textContent ?? "{}");
  } catch (error) {
    console.error("island props are not JSON", error);
    return {};
  }
}

async function hydrate(root: HTMLElement): Promise<void> {
  const load = islandLoaders[root.getAttribute(ISLAND_ATTR) as IslandName];
  if (!load) return; // no code for it yet: the static fallback stays, and is complete
  root.setAttribute(ISLAND_HYDRATED_ATTR, "");
  try {
    (await load()).hydrate(root, propsOf(root));
  } catch (error) {
    // A failed island keeps its static fallback; the rest of the page is unaffected.
    console.error("island failed to load", root.getAttribute(ISLAND_ATTR), error);
  }
}

async function hydrateAll(): Promise<void> {
  const roots = document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]:not([${ISLAND_HYDRATED_ATTR}])`);
  await Promise.all([...roots].map(hydrate));
  document.body.dataset[CLIENT_LOADED_KEY] = "";
}

// Islands are personal extras, never the page's content: they wait until the browser is idle.
const whenIdle: (run: () => void) => void =
  "requestIdleCallback" in window ? (run) => requestIdleCallback(run, { timeout: 2000 }) : (run) => setTimeout(run, 1);
whenIdle(() => void hydrateAll());
