import type { ReactNode } from "react";
import { ISLAND_ATTR, ISLAND_PROPS_ATTR, type IslandName, type IslandProps } from "../shared/island-markers";

/**
 * JSON that is safe inside a `<script>` element: `<`, `>` and `&` are written as \u escapes, so a
 * value holding `</script>` or `<!--` cannot end the element early. JSON.parse reads them back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * The JSON props script that follows an island's element. On its own for an island whose element
 * is not a wrapper `<div>` but an element of the page itself (the header's search form).
 */
export function IslandPropsScript<N extends IslandName>({ name, props }: { name: N; props: IslandProps[N] }) {
  const propsMarker = { [ISLAND_PROPS_ATTR]: name };
  return <script type="application/json" {...propsMarker} dangerouslySetInnerHTML={{ __html: jsonForScript(props) }} />;
}

/**
 * A place for a browser island (docs/architecture.md "Islands and the one page script"): the static
 * fallback is what every visitor gets first (and all a visitor without JavaScript gets); the props
 * travel as JSON beside it. The props script is a data block, not code, so the page's CSP (no inline
 * scripts) does not apply.
 *
 * @example <Island name="profile" props={{ href: "/min-side", locale: "nb" }}><a href="/min-side">Logg inn</a></Island>
 */
export function Island<N extends IslandName>({
  name,
  props,
  className,
  children,
}: {
  name: N;
  props: IslandProps[N];
  className?: string;
  children: ReactNode;
}) {
  const marker = { [ISLAND_ATTR]: name };
  return (
    <>
      <div className={className} {...marker}>
        {children}
      </div>
      <IslandPropsScript name={name} props={props} />
    </>
  );
}
