import type { Dictionary } from "../../i18n/dictionary";

/** A chosen filter value: what it reads, the same list without it, and (for the catalogue island) which control it is. */
export type Chip = { key: string; label: string; href: string; facet?: string; value?: string };

/**
 * The filters chosen under a folded "Flere filtre", kept in sight as chips: each a plain link to
 * the same list without that choice, so a shared link says what it filters without the panel
 * opening over the first screen, and works without JavaScript. Hidden while the panel is open (its
 * controls then show the same). With nothing chosen there is no list, unless `live`: a list an
 * island writes again as the visitor chooses (the catalogue's), kept empty and hidden.
 */
export function ChosenChips({ chips, live = false, t }: { chips: Chip[]; live?: boolean; t: Dictionary }) {
  if (chips.length === 0 && !live) return null;
  return (
    <ul className="chosen-chips" aria-label={t.filterChosen} hidden={chips.length === 0}>
      {chips.map(({ key, label, href, facet, value }) => (
        <li key={key}>
          <a href={href} aria-label={t.filterRemove.replace("{label}", label)} data-facet={facet} data-value={value}>
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
