import type { Dictionary } from "../../i18n/dictionary";
import type { ProgrammeFilter } from "../../shared/programme-filter";

/** One choice of a programme filter as the visitor reads it, and the filter without it (the day stays). */
export type ProgrammeChoice = { key: string; label: string; without: ProgrammeFilter };

/** Each choice the filter makes, in the form's order: what the chips and the empty result's undo links offer to take away. */
export function programmeChoices(f: ProgrammeFilter, t: Dictionary): ProgrammeChoice[] {
  const all: ProgrammeChoice[] = [];
  if (f.talk === true) all.push({ key: "talk", label: t.talkFilter, without: { ...f, talk: false } });
  if (f.place !== undefined) all.push({ key: "place", label: f.place, without: { ...f, place: undefined } });
  if (f.section !== undefined)
    all.push({ key: "section", label: t.sectionNames[f.section as keyof Dictionary["sectionNames"]] ?? f.section, without: { ...f, section: undefined } });
  if (f.subtitles !== undefined) all.push({ key: "subtitles", label: t.subtitleNames[f.subtitles] ?? f.subtitles, without: { ...f, subtitles: undefined } });
  if (f.age !== undefined) all.push({ key: "age", label: t.childAge(f.age), without: { ...f, age: undefined, withAdult: false } });
  for (const mark of f.access) {
    const label = t.accessBadge[mark as keyof Dictionary["accessBadge"]] ?? mark;
    all.push({ key: `access-${mark}`, label, without: { ...f, access: f.access.filter((a) => a !== mark) } });
  }
  return all;
}
