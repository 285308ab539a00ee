import manifest from "../../build/client-manifest.json";
import type { IconName } from "./icon-symbols";

export type { IconName };

/** The id of an icon's `<symbol>` in the sprite. */
export const iconId = (name: IconName) => `icon-${name}`;

/**
 * One icon from the sprite file (scripts/build-icon-sprite.mjs): cached by the browser and the
 * service worker, so a page carries a few bytes per icon and no symbols. Icons are decoration: the
 * text or `aria-label` next to them carries the meaning, so they are hidden from assistive
 * technology. Their box (24×24, `.icon`) is there before the sprite arrives: nothing moves.
 *
 * @example <Icon name="search" /> // <svg aria-hidden="true" …><use href="/build/icons-AB12.svg#icon-search"></use></svg>
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className ? `icon ${className}` : "icon"} width="24" height="24">
      <use href={`${manifest.icons}#${iconId(name)}`} />
    </svg>
  );
}
