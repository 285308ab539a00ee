import * as v from "valibot";
import type { HydrateOptions } from "../loader/island-module";
import { MoviePersonal } from "../ui/MoviePersonal";
import { mount } from "./mount";

/** The `movie-personal` island's props (`MoviePersonalIslandProps`), parsed. */
const Props = v.object({ ediNumber: v.pipe(v.string(), v.nonEmpty()) });

/** A film page's watch-list button, in place of the server's link to Min side. */
export function hydrate(root: HTMLElement, props: unknown, { activated }: HydrateOptions): void {
  const parsed = v.safeParse(Props, props);
  if (!parsed.success) {
    console.error("[movie-personal] props do not fit; the link stays", v.flatten(parsed.issues));
    return;
  }
  // Film pages are Norwegian; the island has no locale prop.
  mount(root, "nb", <MoviePersonal ediNumber={parsed.output.ediNumber} openLogin={activated} />);
}
