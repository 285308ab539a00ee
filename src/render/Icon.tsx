import { ICON_DRAWINGS, type IconName } from "./icon-symbols";

export type { IconName };

/**
 * One icon. Icons are decoration: the text or `aria-label` next to them carries the meaning, so
 * they are hidden from assistive technology. Their box (24×24, `.icon`, inline in every page) is
 * there from the first layout: nothing moves when the drawing arrives.
 *
 * By default an empty `<svg class="icon ic-NAME">` that the linked stylesheet draws as a mask in
 * `currentColor` (scripts/build-icon-masks.mjs `iconElementCss`): no request of its own, and none
 * before the first paint — a `<use href>` to the sprite file was fetched as soon as the parser met
 * it (docs/decisions/054). Until the stylesheet lands the box is empty, so an icon the first screen
 * shows is drawn `inline` instead: its path in the page (about 60–130 bytes of markup, 20–40
 * compressed), as the header's are. (The browser's islands still use the sprite: src/client/ui/Icon.tsx.)
 *
 * @example <Icon name="place" /> // <svg aria-hidden="true" class="icon ic-place" width="24" height="24"></svg>
 * @example <Icon name="search" inline /> // <svg aria-hidden="true" class="icon" width="24" height="24" viewBox="0 0 24 24"><path d="…"></path></svg>
 */
export function Icon({ name, className, inline = false }: { name: IconName; className?: string; inline?: boolean }) {
  if (inline) {
    // The sprite's stroke (build-icon-sprite.mjs) comes from `.icon` in the first screen's rules
    // (10-base.css), not from five attributes on every icon: a page draws a dozen of them.
    return (
      <svg aria-hidden="true" className={className ? `icon ${className}` : "icon"} width="24" height="24" viewBox="0 0 24 24">
        {ICON_DRAWINGS[name]}
      </svg>
    );
  }
  return <svg aria-hidden="true" className={`icon ic-${name}${className ? ` ${className}` : ""}`} width="24" height="24" />;
}
