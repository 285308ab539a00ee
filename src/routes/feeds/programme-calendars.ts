import { calendarFile } from "../../calendar/ics";
import { servedSequences } from "../../calendar/schedule-sequences";
import { screeningEvent } from "../../calendar/screening-event";
import type { ContentBundle } from "../../content/bundle";
import type { FestivalEvent } from "../../content/event";
import type { Production } from "../../content/production";
import { filmFacetValues } from "../../render/blocks/film-facets";
import { optionSlug } from "../../render/blocks/option-slug";
import type { CurrentContent } from "../../kv/current-content";
import { Memo } from "../../shared/memo";
import type { ProgrammeCalendarKind } from "../../shared/site-paths";

/** One strand's or place's calendar: the name a calendar app shows, and its screenings in time order. */
export type ProgrammeCalendar = { name: string; events: FestivalEvent[] };

type Calendars = Record<ProgrammeCalendarKind, ReadonlyMap<string, ProgrammeCalendar>>;

/**
 * The strands of one screening, as the catalogue names them (film-facets.ts): its film's own
 * `Seksjon`, or, for a film without one, the programme the screening is in (BUFF, the cinema), so
 * a film shown by both the cinema and BUFF is in the BUFF strand with its BUFF screenings only.
 */
function strandsOf(event: FestivalEvent, production: Production | undefined) {
  if (!production) return [];
  const own = filmFacetValues(production, []).values.section;
  return own.length > 0 ? own : filmFacetValues(production, [event]).values.section;
}

function add(calendars: Map<string, ProgrammeCalendar>, slug: string, name: string, event: FestivalEvent): void {
  if (slug === "") return;
  const calendar = calendars.get(slug) ?? { name, events: [] };
  calendar.events.push(event);
  calendars.set(slug, calendar);
}

function makeCalendars(bundle: ContentBundle): Calendars {
  const productions = new Map(bundle.productions.map((p) => [p.id, p]));
  const strand = new Map<string, ProgrammeCalendar>();
  const place = new Map<string, ProgrammeCalendar>();
  const ordered = [...bundle.events].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id.localeCompare(b.id));
  for (const event of ordered) {
    for (const { slug, name } of strandsOf(event, productions.get(event.production.id))) add(strand, slug, name, event);
    add(place, optionSlug(event.venue), event.venue, event);
  }
  return { strand, place };
}

/** Worked out once per content bundle (the current content is parsed once per version and shared). */
const calendars = new Memo<ContentBundle, [], Calendars>(1);

/**
 * The calendar of one strand or place the content has, by its slug; undefined for any other slug
 * (the route's 404: docs/decisions/047). Every screening of the content in it, past ones too, so a
 * subscribed calendar keeps what the visitor went to; a cancelled one stays, as CANCELLED.
 *
 * @example programmeCalendar(bundle, "place", "kulturhuset")?.name // "Kulturhuset"
 */
export function programmeCalendar(bundle: ContentBundle, kind: ProgrammeCalendarKind, slug: string): ProgrammeCalendar | undefined {
  return calendars.get(bundle, [], makeCalendars)[kind].get(slug);
}

/** A slug as the site's links write it (option-slug.ts), with `.ics`: anything else names no calendar. */
const CALENDAR_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.ics$/;

/**
 * A strand's or a place's calendar file, or undefined when the file name names none the content
 * has. UID, STATUS and SEQUENCE are the other feeds' (calendar/screening-event.ts, the schedule
 * ledger), so a subscriber's calendar moves or cancels the screening it holds; the ledger is only
 * read (servedSequences), so a fetch writes nothing. DTSTAMP is the content's publication, so the
 * file, and its ETag, stay the same until the programme changes.
 *
 * @example programmeCalendarFile(content, "strand", "nordlige-stemmer.ics", { host, festivalName, ns, now })
 */
export async function programmeCalendarFile(
  content: Pick<CurrentContent, "bundle" | "publishedAt">,
  kind: ProgrammeCalendarKind,
  file: string,
  site: { host: string; festivalName: string; ledger: KVNamespace; now: number },
): Promise<string | undefined> {
  const slug = file.length <= 64 ? CALENDAR_FILE.exec(file)?.[1] : undefined;
  const calendar = slug === undefined ? undefined : programmeCalendar(content.bundle, kind, slug);
  if (!calendar) return undefined;
  const sequences = await servedSequences(site.ledger, calendar.events, site.now);
  const events = calendar.events.map((e) => screeningEvent(e, site.host, sequences.get(e.id) ?? 0));
  return calendarFile(`${calendar.name} – ${site.festivalName}`, events, content.publishedAt, { subscription: true });
}
