import { ICON_DRAWINGS, ICON_NAMES, type IconName } from "./icon-symbols";

export type { IconName };

/** The id of an icon's `<symbol>` in the sprite. */
export const iconId = (name: IconName) => `icon-${name}`;

/**
 * One icon from the inline sprite. Icons are decoration: the text or `aria-label` next to them
 * carries the meaning, so they are hidden from assistive technology.
 *
 * @example <Icon name="search" /> // <svg aria-hidden="true" …><use href="#icon-search"></use></svg>
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className ? `icon ${className}` : "icon"} width="24" height="24">
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}

/**
 * The sprite: every icon once, at the start of `<body>`, so each `<Icon>` is a few bytes and the
 * page needs no icon request. Stroke defaults sit on each symbol so icons look right even before CSS.
 */
export function IconSprite() {
  return (
    // Not `hidden`: HTML does not allow it on <svg> (the Nu checker's error) and browsers honour it
    // unevenly there. The `sprite` class (display: none, in the inline stylesheet that precedes it)
    // hides it, and the zero size keeps it out of the layout should a theme's snippet override that.
    <svg xmlns="http://www.w3.org/2000/svg" className="sprite" width="0" height="0" aria-hidden="true">
      {ICON_NAMES.map((name) => (
        <symbol
          key={name}
          id={iconId(name)}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {ICON_DRAWINGS[name]}
        </symbol>
      ))}
    </svg>
  );
}
