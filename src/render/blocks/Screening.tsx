import type { FestivalEvent } from "../../content/event";
import type { Locale } from "../../content/locale";
import type { ProductionTranslation } from "../../content/production";
import { screeningStatus } from "../../content/screening-status";
import { filmMinutes } from "../../content/guest";
import { formatDayHeading, formatTime, osloDayKey } from "../format-date";
import type { ImageProp } from "./block-schemas";
import { BlockImage } from "./BlockImage";
import { guestLine } from "./guest-text";
import { SCREENING } from "./image-sizes";
import { ScreeningActions } from "./screening-actions";
import { YES } from "../../shared/programme-filter";
import { productionPath } from "../../shared/site-paths";
import type { Dictionary } from "../../i18n/dictionary";

/** The subtitles slug of English (film-facets.ts). */
const ENGLISH_SUBTITLES = "engelsk";

/**
 * One screening: a picture (when given), time, title (linking to the film or culture page when asked), place, age limit,
 * length, price, accessibility marks, the talk after the film and its guests, notes, and the ticket state with a calendar link.
 * `withDate` adds the day to the time, for lists not already grouped under day headings.
 *
 * The `<li>` carries the facts other code reads (keep these names): `data-event-id`,
 * `data-section`, `data-status` (on-sale | sold-out | past | cancelled) for the live ticket status and the
 * analytics; `data-day`, `data-place`, `data-age`, `data-access`, `data-subtitles`, `data-talk` for the programme filter island.
 */
export function Screening({
  event,
  t,
  locale,
  now,
  linkTitle,
  withDate = false,
  place,
  image,
  placeHref,
  translation,
  subtitles,
  native = true,
  moderators = false,
}: {
  event: FestivalEvent;
  t: Dictionary;
  locale: Locale;
  /** The site's clock: a screening that has started is past. */
  now: number;
  linkTitle: boolean;
  withDate?: boolean;
  /** The programme's place key for this screening (see `placeOf`); only programmes filter by it. */
  place?: string;
  /** A still of the film or event (16:9), beside the title; decoration, as the title names it. */
  image?: ImageProp | undefined;
  /** Where the place is described (address, map, access: `placeHref`); the place's name links there. */
  placeHref?: string | undefined;
  /** The film's title and summary in the page's language, when it is not the content's (English programme). */
  translation?: ProductionTranslation | undefined;
  /** The film's subtitles as slugs (film-facets.ts), where the list filters by them (the programme). */
  subtitles?: readonly string[] | undefined;
  /** The page is in the content's language: a talk's own title shows (guest-text.ts); else the dictionary's words. */
  native?: boolean;
  /** Name the talk's moderator too (the film's own page); a programme row names the guests one comes to meet. */
  moderators?: boolean;
}) {
  const status = screeningStatus(event, now);
  const time = formatTime(event.startsAt, locale);
  const fullWhen = `${formatDayHeading(event.startsAt, locale)} ${time}`;
  const href = linkTitle ? productionPath(event.production) : null;
  const venue = event.sal ? `${event.venue}, ${event.sal}` : event.venue;
  const title = translation?.title ?? event.title;
  const price = event.price === undefined ? [] : [event.price === 0 ? t.free : t.price(event.price)];
  const facts = [t.ageLimit(event.ageLimit), t.duration(filmMinutes(event)), ...price];
  // English subtitles are the fact a visitor without Norwegian chooses by: marked beside the accessibility marks.
  const english = subtitles?.includes(ENGLISH_SUBTITLES) ?? false;
  const guests = guestLine(event, t, native, moderators);
  return (
    <li
      className={`screening is-${status}${image ? " has-picture" : ""}`}
      data-event-id={event.id}
      data-section={event.section}
      data-status={status}
      data-day={osloDayKey(event.startsAt)}
      data-place={place}
      data-age={event.ageLimit}
      data-access={event.accessibility.join(" ")}
      data-subtitles={subtitles?.join(" ")}
      data-talk={event.talk ? YES : undefined}
    >
      {image && <BlockImage image={{ ...image, alt: "" }} width={160} height={90} className="screening-picture" layout={SCREENING} />}
      <time className="screening-time" dateTime={event.startsAt}>
        {withDate ? fullWhen : time}
      </time>
      <div className="screening-main">
        <p className="screening-title">
          {href ? <a href={href}>{title}</a> : title}
          {/* The title the cinema's screen and the ticket will say, in the content's language. */}
          {title !== event.title && (
            <span className="screening-original" lang="nb">
              {` (${event.title})`}
            </span>
          )}
        </p>
        {translation?.summary && <p className="screening-summary">{translation.summary}</p>}
        <p className="screening-facts">
          {placeHref ? (
            <a href={placeHref} className="screening-place" title={t.placeOf(event.venue)}>
              {venue}
            </a>
          ) : (
            venue
          )}
          {` · ${facts.join(" · ")}`}
        </p>
        {(event.accessibility.length > 0 || english) && (
          <ul className="screening-marks" aria-label={t.filterAccess}>
            {english && <li className="mark mark-english-subtitles">{t.subtitleNames[ENGLISH_SUBTITLES]}</li>}
            {event.accessibility.map((a) => (
              <li key={a} className={`mark mark-${a}`}>
                {t.accessBadge[a]}
              </li>
            ))}
          </ul>
        )}
        {guests && (
          <p className="screening-guests">
            <strong>{guests.lead}</strong>
            {guests.names && `: ${guests.names}`}
          </p>
        )}
        {/* Notes are written in the content's language only: an English page leaves them out, as its structured data does. */}
        {native && event.notes && <p className="screening-notes">{event.notes}</p>}
      </div>
      <ScreeningActions event={event} status={status} t={t} when={fullWhen} />
      {/* The timetable's short mark of a talk (a chosen day on a laptop, docs/decisions/050); the list says it in the guests' line. */}
      {event.talk && <span className="talk-mark">{t.talkMark}</span>}
    </li>
  );
}
