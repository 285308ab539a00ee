import * as v from "valibot";
import type { HydrateOptions } from "../loader/island-module";
import { ProfileHeader } from "../ui/ProfileHeader";
import { mount } from "./mount";

/** The `profile` island's props (src/shared/island-markers.ts `ProfileIslandProps`), parsed. */
const Props = v.object({ href: v.pipe(v.string(), v.startsWith("/")), locale: v.picklist(["nb", "en"]) });

/** The header's account button: takes over the "Logg inn" link the server renders. */
export function hydrate(root: HTMLElement, props: unknown, options: HydrateOptions): void {
  const parsed = v.safeParse(Props, props);
  if (!parsed.success) {
    console.error("[profile] props do not fit; the link stays", v.flatten(parsed.issues));
    return;
  }
  mount(root, parsed.output.locale, <ProfileHeader href={parsed.output.href} activated={options.activated} />);
}
