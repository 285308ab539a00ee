/** Icons the islands use; all are in the page's inline sprite (src/render/icon-symbols.tsx). */
export type ClientIconName = "profile" | "close" | "ticket" | "star" | "star-half" | "star-empty" | "exclamation";

/**
 * One icon from the sprite every page carries, the same markup as the server's `Icon`: decoration
 * only, hidden from assistive technology (the text beside it carries the meaning).
 */
export function Icon({ name, className }: { name: ClientIconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className ? `icon ${className}` : "icon"} width="24" height="24">
      <use href={`#icon-${name}`} />
    </svg>
  );
}
