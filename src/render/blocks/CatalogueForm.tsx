import {
  CATALOGUE_PARAMS as P,
  NO_CATALOGUE_FILTER,
  MORE_FACETS,
  SINGLE_FACETS,
  SORT_SLUGS,
  chosenCount,
  chosenIn,
  catalogueSearch,
  filterInUse,
  optionText,
  type CatalogueFilter,
  type Facet,
  type SortKey,
} from "../../shared/catalogue-filter";
import { ChosenChips } from "./ChosenChips";
import { catalogueChips } from "../../shared/catalogue-chips";
import type { CatalogueCounts } from "../../shared/catalogue-counts";
import type { CatalogueOption, CatalogueOptions } from "./catalogue-options";
import type { Dictionary } from "../../i18n/dictionary";

type FormProps = {
  /** Prefix for element ids, unique per block. */
  id: string;
  path: string;
  /** The query this HTML was rendered for (ctx.queries); the island compares it with the address. */
  renderedFor: Record<string, string[]>;
  options: CatalogueOptions;
  filter: CatalogueFilter;
  counts: CatalogueCounts;
  sort: SortKey;
  defaultSort: SortKey;
  t: Dictionary;
};

/**
 * A select whose first option ("Alle land (40)") chooses nothing; each option says how many films
 * it would give. An option that would give none is disabled unless it is the one chosen.
 * `data-label` keeps the name without its count, for the island to count again.
 */
function Choice({
  id,
  facet,
  label,
  all,
  options,
  chosen,
  counts,
  t,
}: {
  id: string;
  facet: Facet;
  label: string;
  all: string;
  options: CatalogueOption[];
  chosen: string | undefined;
  counts: CatalogueCounts;
  t: Dictionary;
}) {
  return (
    <div className="cat-field">
      <label htmlFor={`${id}-${P[facet]}`}>{label}</label>
      <select id={`${id}-${P[facet]}`} name={P[facet]} defaultValue={chosen ?? ""}>
        <option value="" data-label={all}>
          {optionText(t.optionCount, all, counts.any[facet])}
        </option>
        {options.map((o) => {
          const n = counts.options[facet].get(o.slug) ?? 0;
          return (
            <option key={o.slug} value={o.slug} data-label={o.label} disabled={n === 0 && o.slug !== chosen}>
              {optionText(t.optionCount, o.label, n)}
            </option>
          );
        })}
      </select>
    </div>
  );
}

/** Checkboxes as pills: any of several (every chosen mark, for accessibility). */
function Chips({
  facet,
  label,
  options,
  chosen,
  counts,
  t,
}: {
  facet: Facet;
  label: string;
  options: CatalogueOption[];
  chosen: readonly string[];
  counts: CatalogueCounts;
  t: Dictionary;
}) {
  return (
    <fieldset className="cat-chips">
      <legend>{label}</legend>
      {options.map((o) => {
        const n = counts.options[facet].get(o.slug) ?? 0;
        const on = chosen.includes(o.slug);
        return (
          <label key={o.slug} className="cat-chip">
            <input type="checkbox" name={P[facet]} value={o.slug} defaultChecked={on} disabled={n === 0 && !on} />
            <span data-label={o.label}>{optionText(t.optionCount, o.label, n)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** Facets a visitor looks for first on a phone: shown open; the rest fold under "Flere filtre". */
const FIRST: readonly Facet[] = ["country", "language", "subtitles"];
/** Facets of one option, shown even so: a checkbox that narrows (the talk), not a choice among one. */
const ONE_OPTION = new Set<Facet>(["talk"]);
const MORE = MORE_FACETS;
const SELECTS = new Set<Facet>(SINGLE_FACETS);

/**
 * The catalogue's filter as a plain GET form: without JavaScript it is sent with "Vis filmer" and
 * the address it leads to is a link to the same films. Controls show the filter as applied, offer
 * only what the catalogue's films have (a facet with one option filters nothing and is left out),
 * and count for each option the films it would give with the other choices (faceted counts). The
 * catalogue island applies each change at once instead and keeps the counts live.
 */
export function CatalogueForm({ id, path, renderedFor, options, filter, counts, sort, defaultSort, t }: FormProps) {
  const control = (facet: Facet) => {
    const list = options[facet];
    const chosen = chosenIn(filter, facet);
    if (list.length < (ONE_OPTION.has(facet) ? 1 : 2) && chosen.length === 0) return null;
    const label = t.catalogueFacets[facet];
    if (SELECTS.has(facet)) {
      const all = t.catalogueAll[facet as keyof Dictionary["catalogueAll"]];
      return <Choice key={facet} id={id} facet={facet} label={label} all={all} options={list} chosen={chosen[0]} counts={counts} t={t} />;
    }
    return <Chips key={facet} facet={facet} label={label} options={list} chosen={chosen} counts={counts} t={t} />;
  };
  const more = MORE.map(control).filter((c) => c !== null);
  const moreInUse = chosenCount(filter, MORE);
  const chips = catalogueChips(filter, { path, sort, defaultSort }, (facet, value) => options[facet].find((o) => o.slug === value)?.label ?? value);
  return (
    <form
      className="cat-filter"
      method="get"
      action={path}
      // Back to a page of the catalogue shows that page's choices, not the browser's memory of the form's.
      autoComplete="off"
      aria-label={t.catalogueFilter}
      data-search={new URLSearchParams(Object.entries(renderedFor).flatMap(([key, values]) => values.map((v): [string, string] => [key, v]))).toString()}
    >
      <div className="cat-fields">
        {FIRST.map(control)}
        <div className="cat-field">
          <label htmlFor={`${id}-${P.sort}`}>{t.catalogueSort}</label>
          <select id={`${id}-${P.sort}`} name={P.sort} defaultValue={SORT_SLUGS[sort]}>
            {(Object.keys(SORT_SLUGS) as SortKey[]).map((key) => (
              <option key={key} value={SORT_SLUGS[key]}>
                {t.sortNames[key]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* "Flere filtre" and the buttons share a line while it is closed, the chosen chips under them; open, the buttons follow its filters. */}
      <div className="cat-bottom">
        {more.length > 0 && (
          <details className="cat-more">
            {/* Says how many of its filters are in use, so a closed panel does not hide that it filters. */}
            <summary>
              {t.catalogueMore}
              <span className="cat-in-use" hidden={moreInUse === 0}>
                {optionText(t.catalogueMoreInUse, "", moreInUse)}
              </span>
            </summary>
            <div className="cat-fields">{more}</div>
          </details>
        )}
        {more.length > 0 && <ChosenChips chips={chips} live t={t} />}
        <div className="cat-actions">
          <button type="submit" className="button">
            {t.catalogueSubmit}
          </button>
          <a href={path + catalogueSearch(NO_CATALOGUE_FILTER, sort, defaultSort)} className="cat-reset" hidden={!filterInUse(filter)}>
            {t.filterReset}
          </a>
        </div>
      </div>
    </form>
  );
}
