import type { Dictionary } from "../../i18n/dictionary";
import type { ProgrammeFilter } from "../../shared/programme-filter";

/** Each choice of a filter, as the visitor reads it, and the filter without it (the day stays). */
function choices(f: ProgrammeFilter, t: Dictionary): { key: string; label: string; without: ProgrammeFilter }[] {
  const all: { key: string; label: string; without: ProgrammeFilter }[] = [];
  if (f.place !== undefined) all.push({ key: "place", label: f.place, without: { ...f, place: undefined } });
  if (f.section !== undefined)
    all.push({ key: "section", label: t.sectionNames[f.section as keyof Dictionary["sectionNames"]] ?? f.section, without: { ...f, section: undefined } });
  if (f.age !== undefined) all.push({ key: "age", label: t.childAge(f.age), without: { ...f, age: undefined, withAdult: false } });
  if (f.subtitles !== undefined) all.push({ key: "subtitles", label: t.subtitleNames[f.subtitles] ?? f.subtitles, without: { ...f, subtitles: undefined } });
  if (f.talk === true) all.push({ key: "talk", label: t.talkFilter, without: { ...f, talk: false } });
  for (const mark of f.access) {
    const label = t.accessBadge[mark as keyof Dictionary["accessBadge"]] ?? mark;
    all.push({ key: `access-${mark}`, label, without: { ...f, access: f.access.filter((a) => a !== mark) } });
  }
  return all;
}

/**
 * A filter that leaves no screening says which choice to take away: one link per choice, each the
 * same programme without it (a page kept nowhere: docs/decisions/040). Plain links, so it works
 * without JavaScript and the programme island loads each like any other filter.
 */
export function ProgrammeUndo({ id, filter, link, t }: { id: string; filter: ProgrammeFilter; link: (f: ProgrammeFilter) => string; t: Dictionary }) {
  const all = choices(filter, t);
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
