import type { Locale } from "../../content/locale";
import { ACCESS_SLUGS } from "../../shared/programme-filter";
import { LIST_FACETS, TALK_ON, type Facet, type ListFacet } from "../../shared/catalogue-filter";
import { formatTabDay, osloDayKey } from "../format-date";
import { Memo } from "../../shared/memo";
import type { CatalogueData } from "./catalogue-films";
import { LENGTH_ORDER, SUBTITLE_ORDER } from "./film-facets";
import { nextDay } from "./programme-days";
import type { Dictionary } from "../../i18n/dictionary";

/** One option of a facet: its value in the address and its name on the page. */
export type CatalogueOption = { slug: string; label: string };
export type CatalogueOptions = Record<Facet, CatalogueOption[]>;

/** Options in a fixed order where the facet has one (shortest first, youngest first), then by name. */
const FIXED: Partial<Record<ListFacet, readonly string[]>> = { length: LENGTH_ORDER, subtitles: SUBTITLE_ORDER };
const ACCESS_ORDER = Object.values(ACCESS_SLUGS);
const ageYears = (slug: string) => (slug === "alle" ? 0 : Number(slug));

const collators = new Map<Locale, Intl.Collator>();

/** The order of titles and names on a page: Norwegian (Æ, Ø, Å after Z) or English. Made once per locale: ICU collators are dear. */
export function collatorFor(locale: Locale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale === "en" ? "en" : "nb");
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * Options kept per catalogue and chosen day. The catalogue is made for one locale (the dictionary
 * is the locale's) and kept per clock position (catalogue-films.ts), so the day `now` falls on is
 * the catalogue's. Every chosen day is one of its days (catalogue-query.ts): a bound far above them.
 */
const optionsOf = new Memo<CatalogueData, [chosenDay: string | undefined], CatalogueOptions>(128);

/**
 * What the form offers for each facet: every value the catalogue's films have, named in the page's
 * language; days from today on (by the site clock), plus a chosen earlier day so the form shows it.
 */
export function catalogueOptions(data: CatalogueData, t: Dictionary, locale: Locale, now: number, chosenDay: string | undefined): CatalogueOptions {
  return optionsOf.get(data, [chosenDay], () => offered(data, t, locale, now, chosenDay));
}

function offered(data: CatalogueData, t: Dictionary, locale: Locale, now: number, chosenDay: string | undefined): CatalogueOptions {
  const collator = collatorFor(locale);
  const options = {} as CatalogueOptions;
  for (const facet of LIST_FACETS) {
    const list = [...data.names[facet]].map(([slug, label]) => ({ slug, label }));
    const fixed = FIXED[facet];
    const rank = (slug: string) => {
      const i = fixed?.indexOf(slug) ?? -1;
      return i === -1 ? Number.MAX_SAFE_INTEGER : i;
    };
    options[facet] =
      facet === "age"
        ? list.sort((a, b) => ageYears(a.slug) - ageYears(b.slug))
        : list.sort((a, b) => rank(a.slug) - rank(b.slug) || collator.compare(a.label, b.label));
  }
  const marks = new Set(data.films.flatMap((f) => f.screenings.flatMap((s) => s.access)));
  const accessNames = t.accessBadge as Record<string, string>;
  const accessIds = Object.fromEntries(Object.entries(ACCESS_SLUGS).map(([id, slug]) => [slug, id]));
  options.access = ACCESS_ORDER.filter((slug) => marks.has(slug)).map((slug) => ({ slug, label: accessNames[accessIds[slug] ?? ""] ?? slug }));
  options.talk = data.films.some((f) => f.screenings.some((s) => s.talk)) ? [{ slug: TALK_ON, label: t.talkFilter }] : [];
  const today = osloDayKey(now);
  const tomorrow = nextDay(today);
  options.day = [...data.days]
    .filter(([day]) => day >= today || day === chosenDay)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, start]) => {
      const { weekday, date } = formatTabDay(start, locale);
      const named = day === today ? `${t.today}, ${weekday} ${date}` : day === tomorrow ? `${t.tomorrow}, ${weekday} ${date}` : `${weekday} ${date}`;
      return { slug: day, label: named };
    });
  return options;
}
