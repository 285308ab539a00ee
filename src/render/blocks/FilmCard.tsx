import type { FestivalEvent } from "../../content/event";
import type { Locale } from "../../content/locale";
import { screeningStatus } from "../../content/screening-status";
import { cardDataAttributes } from "../../shared/catalogue-card-data";
import { formatTabDay, formatTime, osloDayKey } from "../format-date";
import { BlockImage } from "./BlockImage";
import type { CatalogueFilm } from "./catalogue-films";
import { FILM_CARD } from "./image-sizes";
import { nextDay } from "./programme-days";
import type { Dictionary } from "../../i18n/dictionary";

/** "I dag 18:00", "I morgen 20:30", "fre. 19. sep. 21:00" by the site clock. */
export function cardWhen(startsAt: string, now: number, t: Dictionary, locale: Locale): string {
  const day = osloDayKey(startsAt);
  const today = osloDayKey(now);
  const { weekday, date } = formatTabDay(startsAt, locale);
  const name = day === today ? t.today : day === nextDay(today) ? t.tomorrow : `${weekday} ${date}`;
  return t.cardWhen(name, formatTime(startsAt, locale));
}

/**
 * What a card offers for its screening: "Kjøp billett" to the checkout while on sale; otherwise
 * why not, in the programme's words and classes ("Utsolgt", "Avlyst": screening-actions.tsx), so
 * the live ticket status (live-screenings.ts) turns a button that sold out since into "Utsolgt".
 */
function CardTicket({
  event,
  status,
  title,
  when,
  t,
}: {
  event: FestivalEvent;
  status: ReturnType<typeof screeningStatus>;
  title: string;
  when: string;
  t: Dictionary;
}) {
  if (status === "on-sale")
    return (
      <a
        href={event.ticketUrl}
        target="_blank"
        rel="noopener"
        className="button ticket-button film-ticket"
        aria-label={`${t.buyTicket}: ${title}, ${when} ${t.opensInNewWindow}`}
      >
        {t.buyTicket}
      </a>
    );
  if (status === "sold-out") return <span className="sold-out">{t.soldOut}</span>;
  if (status === "cancelled") return <span className="screening-cancelled">{t.cancelled}</span>;
  return <span className="screening-over">{t.screeningOver}</span>;
}

/**
 * One film of the catalogue: poster, title (linking to the film page; the whole card is the link
 * through the title's stretched ::after, the ticket button sits above it), a facts line (length,
 * age, country), the next screening (day, time, place), the next talk after the film and the ticket button. `later` more times
 * follow as small ticket links (/pa-kino-na: the films now showing with their next times).
 *
 * The `<li>` carries what other code reads: the filter's `data-*` (filterData), and, for its
 * offered screening, `data-event-id`, `data-section` and `data-status` like a programme row, for
 * the live ticket status and analytics.
 */
export function FilmCard({
  film,
  level,
  hidden,
  eager,
  later,
  t,
  locale,
}: {
  film: CatalogueFilm;
  level: 2 | 3;
  /** Left out by the filter; kept in the page so the island can show it again. */
  hidden: boolean;
  /** On the first screen: the poster loads at once. */
  eager: boolean;
  /** How many further times to list after the offered one. */
  later: number;
  t: Dictionary;
  locale: Locale;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  // The clock the film was made at: a kept card shows what that clock shows (film-card-html.ts).
  const now = film.madeAt;
  const offer = film.offer;
  const when = offer ? cardWhen(offer.event.startsAt, now, t, locale) : "";
  const venue = offer ? (offer.event.sal ? `${offer.event.venue}, ${offer.event.sal}` : offer.event.venue) : "";
  const more = later > 0 ? film.upcoming.filter((e) => e !== offer?.event).slice(0, later) : [];
  return (
    <li
      className="film-card"
      hidden={hidden}
      {...cardDataAttributes(film)}
      data-event-id={offer?.event.id}
      data-section={offer?.event.section}
      data-status={offer?.status}
    >
      {film.image ? (
        <BlockImage image={film.image} width={400} height={600} className="film-poster" layout={FILM_CARD} eager={eager} />
      ) : (
        <div className="film-poster film-poster-empty" />
      )}
      <div className="film-body">
        <Heading className="film-title">
          <a href={film.href}>{film.title}</a>
          {film.original && <span lang="nb">{` (${film.original})`}</span>}
        </Heading>
        {film.facts.length > 0 && <p className="film-facts">{film.facts.join(" · ")}</p>}
        {offer ? (
          <p className="film-next">
            <span className="film-next-label">{offer.isFirst ? t.nextScreening : t.nextScreeningWithTickets}</span>
            <time dateTime={offer.event.startsAt}>{when}</time>
            {` ${venue}`}
          </p>
        ) : (
          <p className="film-next">{t.noMoreScreenings}</p>
        )}
        {film.talk && <p className="film-talk">{`${film.talk.name}: ${cardWhen(film.talk.event.startsAt, now, t, locale)}`}</p>}
        {offer && <CardTicket event={offer.event} status={offer.status} title={film.title} when={when} t={t} />}
        {more.length > 0 && <p className="film-next-label">{t.laterTimes}</p>}
        {more.length > 0 && (
          <ul className="film-later" aria-label={t.laterTimes}>
            {more.map((e) => {
              const at = cardWhen(e.startsAt, now, t, locale);
              const status = screeningStatus(e, now);
              return (
                <li key={e.id}>
                  {status === "on-sale" ? (
                    <a href={e.ticketUrl} target="_blank" rel="noopener" aria-label={`${t.buyTicket}: ${film.title}, ${at} ${t.opensInNewWindow}`}>
                      {at}
                    </a>
                  ) : (
                    <s>{`${at} (${status === "sold-out" ? t.soldOut : t.cancelled})`}</s>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </li>
  );
}
