import { ISLAND_ATTR, ISLAND_PROPS_ATTR } from "../../shared/island-markers";

/**
 * An island's props: the JSON of the `<script data-island-props>` right after its element (see
 * src/shared/island-markers.ts). Missing or broken JSON gives `{}`, and the island's own parse
 * decides what to do with that.
 */
export function propsOf(root: Element): unknown {
  const script = root.nextElementSibling;
  if (!script || script.getAttribute(ISLAND_PROPS_ATTR) !== root.getAttribute(ISLAND_ATTR)) return {};
  try {
    return JSON.parse(script.textContent ?? "{}");
  } catch (error) {
    console.error("island props are not JSON", error);
    return {};
  }
}
