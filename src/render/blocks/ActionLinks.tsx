import * as v from "valibot";
import { Icon } from "../Icon";
import { Href } from "./block-schemas";

/** A call to action in block props: a label and where it goes. */
export const ActionLink = v.object({ label: v.pipe(v.string(), v.nonEmpty()), href: Href });
export type ActionLink = v.InferOutput<typeof ActionLink>;

/** One to three actions; the first is the main one. */
export const ActionLinksProp = v.pipe(v.array(ActionLink), v.minLength(1), v.maxLength(3));

/**
 * A block's actions as button links: the first, the main one, with an arrow and its own look; the
 * rest beside it, quieter (the front page's hero, the teaser).
 *
 * @example <ActionLinks links={p.actions} className="hero-actions" main="button button-large button-accent" other="button button-large button-light" />
 */
export function ActionLinks({ links, className, main, other }: { links: ActionLink[]; className: string; main: string; other: string }) {
  const [first, ...rest] = links;
  return (
    <p className={className}>
      {first && (
        <a href={first.href} className={main}>
          {first.label}
          {/* Drawn in the page: these links open a hero, in the first screen (Icon, docs/decisions/054). */}
          <Icon name="arrow-right" inline />
        </a>
      )}
      {rest.map((l) => (
        <a key={l.href} href={l.href} className={other}>
          {l.label}
        </a>
      ))}
    </p>
  );
}
