import type { ReactNode } from "react";
import { Icon } from "./Icon";
import { isCurrent, isExternal } from "../shared/site-paths";
import type { Dictionary } from "../i18n/dictionary";

export type LinkProps = {
  href: string;
  children: ReactNode;
  t: Dictionary;
  /** Opens in a new window: `target=_blank`, `rel=noopener noreferrer` and a hidden warning. */
  newWindow?: boolean;
  /** The visitor's path: the link to it gets `aria-current="page"`. */
  currentPath?: string;
  className?: string;
  /** Draws the external mark in the page: a link the first screen shows (the menu's, the footer's, docs/decisions/054). */
  inlineIcon?: boolean;
};

/**
 * A link as the chrome draws them: external targets get the external mark (an icon for the eye,
 * hidden words for screen readers, WCAG 3.2.5), the current page gets `aria-current`.
 */
export function Link({ href, children, t, newWindow = false, currentPath, className, inlineIcon = false }: LinkProps) {
  const external = isExternal(href);
  const current = currentPath !== undefined && isCurrent(href, currentPath);
  return (
    <a
      href={href}
      className={className}
      aria-current={current ? "page" : undefined}
      target={newWindow ? "_blank" : undefined}
      rel={newWindow ? "noopener noreferrer" : undefined}
    >
      {children}
      {external && <Icon name="external" className="icon-external" inline={inlineIcon} />}
      {newWindow ? <span className="sr-only"> {t.opensInNewWindow}</span> : external && <span className="sr-only"> {t.externalLink}</span>}
    </a>
  );
}
