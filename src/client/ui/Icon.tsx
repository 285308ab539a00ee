/** Icons the islands use; all are in the sprite file (scripts/build-icon-sprite.mjs, src/render/icon-symbols.tsx). */
export type ClientIconName = "profile" | "close" | "ticket" | "star" | "star-half" | "star-empty" | "exclamation";

/**
 * One icon from the sprite file, the same markup as the server's `Icon`: decoration
 * only, hidden from assistive technology (the text beside it carries the meaning).
 */
export function Icon({ name, className }: { name: ClientIconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className ? `icon ${className}` : "icon"} width="24" height="24">
      <use href={`${ICON_SPRITE}#icon-${name}`} />
    </svg>
  );
}
