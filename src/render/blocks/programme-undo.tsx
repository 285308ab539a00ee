import type { Dictionary } from "../../i18n/dictionary";
import type { ProgrammeFilter } from "../../shared/programme-filter";
import { programmeChoices } from "./programme-choices";

/**
 * A filter that leaves no screening says which choice to take away: one link per choice, each the
 * same programme without it (a page kept nowhere: docs/decisions/040). Plain links, so it works
 * without JavaScript and the programme island loads each like any other filter.
 */
export function ProgrammeUndo({ id, filter, link, t }: { id: string; filter: ProgrammeFilter; link: (f: ProgrammeFilter) => string; t: Dictionary }) {
  const all = programmeChoices(filter, t);
  if (all.length === 0) return null;
  return (
    <>
      <p id={`${id}-undo`}>{t.catalogueUndo}</p>
      <ul className="cat-undo" aria-labelledby={`${id}-undo`}>
        {all.map(({ key, label, without }) => (
          <li key={key}>
            <a href={link(without)}>{t.catalogueWithout.replace("{label}", label)}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
