import type { FestivalEvent } from "../../content/event";
import type { Locale } from "../../content/locale";
import type { Production } from "../../content/production";
import { Memo } from "../../shared/memo";
import { ACCESS_SLUGS } from "../../shared/programme-filter";
import type { CatalogueSource } from "./catalogue-source";
import { LIST_FACETS, type FilmFacts, type ListFacet, type ScreeningMark, type SortFacts } from "../../shared/catalogue-filter";
import { osloDayKey } from "../format-date";
import type { ImageProp } from "./block-schemas";
import { posterCard } from "./cards";
import { filmFacetValues, type FacetValue, type FilmFacetValues } from "./film-facets";
import { talkName } from "./guest-text";
import { nextScreening, type NextScreening } from "./next-screening";
import { upcoming } from "./screenings";
import type { Dictionary } from "../../i18n/dictionary";

/**
 * The films of a catalogue as data, apart from their markup: what each card shows (title in the
 * page's language, poster, facts line, next screening) and what the filter needs (its option
 * values and screenings), plus every option's name in the page's language.
 */
export type CatalogueFilm = FilmFacts &
  SortFacts & {
    id: string;
    href: string;
    /** The content's title, when the page shows a translated one (English catalogue). */
    original: string | undefined;
    image: ImageProp | undefined;
    /** Length, age limit, countries: the facts line under the title. */
    facts: string[];
    /** The screening the card offers (the next with tickets, else the next at all). */
    offer: NextScreening | undefined;
    /** Screenings still to come, soonest first. */
    upcoming: FestivalEvent[];
    /** The next screening still to come with a talk after the film (not cancelled), and the talk's name on this page: the card names them. */
    talk: { event: FestivalEvent; name: string } | undefined;
    /** The section of the offered screening (festival, buff, cinema), for analytics and live status. */
    eventSection: string | undefined;
    /**
     * The site clock it was made at, which the card reads (today, tomorrow, what has started): a
     * kept film is replaced before a later clock would read otherwise (keptCatalogueData).
     */
    madeAt: number;
  };

export type CatalogueData = {
  films: CatalogueFilm[];
  /** Each facet's option names in the page's language, by slug. */
  names: Record<ListFacet, Map<string, string>>;
  /** Every day with a screening, to a start that day (for the day's name). */
  days: Map<string, string>;
};

/**
 * Facet values are the same for every request of a parsed page data entry (kv/parsed-entries.ts):
 * worked out once per production. Where the production names no section, length or age, its
 * events decide them, and the events it is first seen with stay: a catalogue of the films still
 * to come leaves out screenings that are over, which would otherwise move a film's facets.
 */
const facetsOf = new Memo<Production, [], FilmFacetValues>(1);

/** An option's name as the page says it: dictionary words for fixed options, the content's own names (in English where known) for the rest. */
function optionName(facet: ListFacet, value: FacetValue, t: Dictionary): string {
  switch (facet) {
    case "subtitles":
      return t.subtitleNames[value.slug] ?? t.subtitleOther(value.name);
    case "length":
      return t.lengthNames[value.slug] ?? value.name;
    case "age":
      return t.ageLimit(value.name);
    default:
      return t.filmName(facet, value.slug, value.name);
  }
}

/** The first of `soon` with a talk after the film, not cancelled, with the talk's name (guest-text.ts). */
function talkOf(soon: readonly FestivalEvent[], t: Dictionary, native: boolean): CatalogueFilm["talk"] {
  const event = soon.find((e) => e.talk !== undefined && !e.cancelled);
  return event?.talk ? { event, name: talkName(event.talk, t, native) } : undefined;
}

const accessSlug = (mark: FestivalEvent["accessibility"][number]) => ACCESS_SLUGS[mark];

/**
 * The catalogue of `productions` (films; culture productions are left out), with their `events`,
 * as of `now` (the site clock) and in `locale`; `native` when that is the content's language.
 */
export function catalogueData(
  productions: readonly Production[],
  events: readonly FestivalEvent[],
  locale: Locale,
  t: Dictionary,
  now: number,
  native = true,
): CatalogueData {
  const byProduction = new Map<string, FestivalEvent[]>();
  for (const e of events) {
    const list = byProduction.get(e.production.id);
    if (list) list.push(e);
    else byProduction.set(e.production.id, [e]);
  }
  const names = Object.fromEntries(LIST_FACETS.map((f) => [f, new Map<string, string>()])) as Record<ListFacet, Map<string, string>>;
  const days = new Map<string, string>();
  const films: CatalogueFilm[] = [];
  for (const p of productions) {
    if (p.object !== "movie") continue;
    const card = posterCard(p);
    if (!card) continue;
    const own = byProduction.get(p.id) ?? [];
    const facets = facetsOf.get(p, [], () => filmFacetValues(p, own));
    const values = {} as Record<ListFacet, string[]>;
    for (const facet of LIST_FACETS) {
      values[facet] = facets.values[facet].map((v) => v.slug);
      for (const v of facets.values[facet]) if (!names[facet].has(v.slug)) names[facet].set(v.slug, optionName(facet, v, t));
    }
    const screenings: ScreeningMark[] = own.map((e) => {
      const day = osloDayKey(e.startsAt);
      if (!days.has(day)) days.set(day, e.startsAt);
      return { day, access: e.accessibility.map(accessSlug), past: Date.parse(e.startsAt) <= now, talk: e.talk !== undefined };
    });
    const soon = upcoming(own, now);
    const offer = nextScreening(own, now);
    const translated = p.translations[locale]?.title;
    const title = translated ?? p.title;
    const countries = facets.values.country.map((v) => names.country.get(v.slug) ?? v.name);
    const facts = [
      ...(facets.minutes === undefined ? [] : [t.runtime(facets.minutes)]),
      ...(facets.age === undefined ? [] : [t.ageLimit(facets.age)]),
      ...(countries.length > 0 ? [countries.join(", ")] : []),
    ];
    films.push({
      id: p.id,
      href: card.href,
      title,
      original: translated !== undefined && translated !== p.title ? p.title : undefined,
      image: card.image,
      facts,
      values,
      screenings,
      offer,
      upcoming: soon,
      talk: talkOf(soon, t, native),
      // The screening the card shows: ordering by it keeps the order and the cards in agreement.
      next: offer ? Date.parse(offer.event.startsAt) : undefined,
      eventSection: offer?.event.section,
      madeAt: now,
    });
  }
  return { films, names, days };
}

/** Each event list's start times in order, so how many have started is a binary search, not 580 date parses a request. */
const startTimes = new Memo<readonly FestivalEvent[], [], number[]>(1);

const sortedStarts = (events: readonly FestivalEvent[]) => events.map((e) => Date.parse(e.startsAt)).sort((a, b) => a - b);

function startedCount(events: readonly FestivalEvent[], now: number): number {
  const starts = startTimes.get(events, [], sortedStarts);
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((starts[mid] ?? 0) <= now) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Catalogues kept per page data object (parsed once per isolate: kv/parsed-entries.ts), block,
 * locale (the dictionary is the locale's) and what the clock changes in them. A few at a time: the
 * locales and clock positions one isolate meets in a while.
 */
const kept = new Memo<object, [blockId: string, locale: Locale, started: number, day: string], CatalogueData>(8);

/**
 * catalogueData, worked out once and kept while nothing in it changes: for the same page data
 * (`owner`), block and locale, until a screening starts or the Oslo day ends — which is all the
 * clock changes in it. The query check (namesNothing) and the render of one request then share
 * it, and so do the requests of an isolate in between (bench/catalogue.mjs: it was a catalogue
 * page's largest cost).
 *
 * @example keptCatalogueData(data, block.id, source, { locale: ctx.locale, t: ctx.t, now: ctx.now, native: true })
 */
export function keptCatalogueData(
  owner: object,
  blockId: string,
  source: CatalogueSource,
  { locale, t, now, native }: { locale: Locale; t: Dictionary; now: number; native: boolean },
): CatalogueData {
  // The source is the block's in the owner's data; the started count and the day are all `now` changes in it.
  return kept.get(owner, [blockId, locale, startedCount(source.events, now), osloDayKey(now)], () =>
    catalogueData(source.productions, source.events, locale, t, now, native),
  );
}
