import {
  ACCESS_SLUGS,
  MAX_CHILD_AGE,
  PROGRAMME_PARAMS as P,
  NO_FILTER,
  SECTION_SLUGS,
  YES,
  programmeSearch,
  type ProgrammeFilter,
} from "../../shared/programme-filter";
import type { ProgrammeOptions } from "./screenings";
import type { Dictionary } from "../../i18n/dictionary";
import { optionText } from "../../shared/catalogue-filter";
import { ChosenChips } from "./ChosenChips";
import { programmeChoices } from "./programme-choices";

const CHILD_AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, n) => n);

/** A labelled select whose first option ("Alle steder") means no filter. */
function Choice({
  id,
  name,
  label,
  all,
  value,
  choices,
}: {
  id: string;
  name: string;
  label: string;
  all: string;
  value: string | undefined;
  choices: [value: string, text: string][];
}) {
  return (
    <div className="filter-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ""}>
        <option value="">{all}</option>
        {choices.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Whether the screenings differ in anything but the day (the day tabs choose that); if not, no form is shown. */
export const offersMoreFilters = (o: ProgrammeOptions) =>
  o.places.length > 1 || o.sections.length > 1 || o.subtitles.length > 1 || o.talks || o.ages || o.access.length > 0;

/**
 * The programme's filter as a plain GET form: it works without JavaScript, and the URL it leads to
 * is a link to the same filtered programme. The controls show the filter as applied (after the
 * query is parsed), and offer only choices the programme's own screenings have, so the form never
 * leads to a 404. The programme-filter island loads the page for each change at once instead.
 */
export function ProgrammeFilterForm({
  id,
  path,
  options,
  filter,
  t,
}: {
  /** Prefix for element ids, unique per block. */
  id: string;
  path: string;
  options: ProgrammeOptions;
  filter: ProgrammeFilter;
  t: Dictionary;
}) {
  const more = offersMoreFilters(options);
  const chosen = programmeChoices(filter, t);
  return (
    <form className="programme-filter" method="get" action={path} aria-label={t.programmeFilter}>
      {/* The day is chosen by the day tabs (DayTabs.tsx); the form keeps it, so filtering stays on that day. */}
      {filter.day !== undefined && <input type="hidden" name={P.day} value={filter.day} />}
      {filter.from !== undefined && <input type="hidden" name={P.from} value={filter.from} />}
      {/* The filters fold away, so on a phone the first screenings show without scrolling, even
          when some are in use: the summary counts them and the chips below name them. */}
      {more && (
        <details className="filter-more">
          <summary>
            {t.filterMore}
            {chosen.length > 0 && <span className="cat-in-use">{optionText(t.catalogueMoreInUse, "", chosen.length)}</span>}
          </summary>
          <div className="filter-fields">
            {options.talks && (
              <label className="filter-check filter-talk">
                <input type="checkbox" name={P.talk} value={YES} defaultChecked={filter.talk === true} />
                {t.talkFilter}
              </label>
            )}
            {options.places.length > 1 && (
              <Choice
                id={`${id}-sted`}
                name={P.place}
                label={t.filterPlace}
                all={t.filterAllPlaces}
                value={filter.place}
                choices={options.places.map((p) => [p, p])}
              />
            )}
            {options.sections.length > 1 && (
              <Choice
                id={`${id}-seksjon`}
                name={P.section}
                label={t.filterSection}
                all={t.filterAllSections}
                value={filter.section && SECTION_SLUGS[filter.section as keyof typeof SECTION_SLUGS]}
                choices={options.sections.map((s) => [SECTION_SLUGS[s], t.sectionNames[s]])}
              />
            )}
            {options.subtitles.length > 1 && (
              <Choice
                id={`${id}-tekst`}
                name={P.subtitles}
                label={t.catalogueFacets.subtitles}
                all={t.catalogueAll.subtitles}
                value={filter.subtitles}
                choices={options.subtitles.map((s) => [s, t.subtitleNames[s] ?? s])}
              />
            )}
            {options.ages && (
              <fieldset className="filter-age">
                {/* The select's own label says it; the legend names the group for screen readers. */}
                <legend className="sr-only">{t.filterAge}</legend>
                <Choice
                  id={`${id}-alder`}
                  name={P.age}
                  label={t.filterChildAge}
                  all={t.filterAnyAge}
                  value={filter.age?.toString()}
                  choices={CHILD_AGES.map((n) => [String(n), t.childAge(n)])}
                />
                <label className="filter-check">
                  <input type="checkbox" name={P.withAdult} value={YES} defaultChecked={filter.withAdult} aria-describedby={`${id}-age-hint`} />
                  {t.filterWithAdult}
                </label>
                <p id={`${id}-age-hint`} className="filter-hint">
                  {t.filterAgeHint}
                </p>
              </fieldset>
            )}
            {options.access.length > 0 && (
              <fieldset className="filter-access">
                <legend>{t.filterAccess}</legend>
                <div className="filter-chips">
                  {options.access.map((a) => (
                    <label key={a} className="filter-chip">
                      <input type="checkbox" name={P.access} value={ACCESS_SLUGS[a]} defaultChecked={filter.access.includes(a)} />
                      <span>{t.accessBadge[a]}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          </div>
        </details>
      )}
      {more && <ChosenChips chips={chosen.map(({ key, label, without }) => ({ key, label, href: path + programmeSearch(without) }))} t={t} />}
      <div className="filter-actions">
        <button type="submit" className="button">
          {t.filterSubmit}
        </button>
        {/* The filters, not the day: the day is the tabs' choice. */}
        <a href={path + programmeSearch({ ...NO_FILTER, day: filter.day, from: filter.from })} className="filter-reset">
          {t.filterReset}
        </a>
      </div>
    </form>
  );
}
