import * as v from "valibot";
import type { Locale } from "../../content/locale";
import type { Production } from "../../content/production";
import { formatDayHeading, formatTime } from "../format-date";
import { Icon } from "../Icon";
import { BlockImage } from "./BlockImage";
import { FILM_HERO } from "./image-sizes";
import { defineBlock } from "./define-block";
import { placeHref } from "../place-links";
import { heroFacts } from "./hero-facts";
import { nextScreening, type NextScreening } from "./next-screening";
import { h1OwnerId } from "./page-order";
import { documentProduction, firstImage } from "./production-facts";
import { SCREENINGS_ANCHOR } from "./TicketList";
import { FILM_ANCHOR } from "../../shared/site-paths";
import { NotifyButton } from "./NotifyButton";
import type { Dictionary } from "../../i18n/dictionary";

/**
 * `production-hero`: the first screen of a film or culture page — what a visitor came to decide.
 * The picture, the title (the page's h1), one line of facts, and the next screening with its
 * ticket button ("Utsolgt" or "Ingen flere visninger" when there is none to buy), with a link
 * down to every screening. On a phone it stacks and fits 390×844 above the fold; from tablet
 * width the picture sits beside the panel, so a laptop sees title and ticket without scrolling
 * (42-film.css).
 *
 * The screening is a one-item list with the same `data-event-id`/`data-status` as the ticket
 * list's rows, so the live ticket status and the analytics treat its button like theirs.
 */
export const ProductionHero = defineBlock("production-hero", v.object({}), (_p, { block, data, ctx }) => {
  const production = documentProduction(data);
  const doc = data.document;
  if (!production || !doc || doc.kind === "article") return null;
  const Heading = h1OwnerId(data.page.blocks, true) === block.id ? "h1" : "h2";
  const image = firstImage(production);
  const facts = heroFacts(production, ctx.t);
  const next = nextScreening(doc.events, ctx.now);
  const isFilm = production.object === "movie";
  return (
    <section
      id={isFilm ? FILM_ANCHOR : undefined}
      className={image ? "block b-film-hero" : "block b-film-hero b-film-hero-plain"}
      data-list-name={ctx.t.nextScreening}
    >
      {image && <BlockImage image={image} width={1920} height={1080} priority className="film-hero-image" layout={FILM_HERO} />}
      <div className="hero-panel">
        <Heading className="hero-title">{production.title}</Heading>
        {facts.length > 0 && <p className="hero-facts">{facts.join(" · ")}</p>}
        <HeroScreening
          next={next}
          production={production}
          t={ctx.t}
          locale={ctx.locale}
          isFilm={isFilm}
          placeLink={next && placeHref(ctx.site, next.event.venue)}
        />
        <div className="hero-more">
          {doc.events.length > 0 && (
            <a className="hero-all" href={`#${SCREENINGS_ANCHOR}`}>
              {isFilm ? ctx.t.allScreenings(doc.events.length) : ctx.t.allDates(doc.events.length)}
              {/* The hero is the first screen: its icons are in the first paint (Icon, docs/decisions/054). */}
              <Icon name="arrow-down" inline />
            </a>
          )}
          {isFilm && <NotifyButton production={production} t={ctx.t} locale={ctx.locale} pushOn={ctx.notify === true} />}
        </div>
      </div>
    </section>
  );
});

function HeroScreening({
  next,
  production,
  t,
  locale,
  isFilm,
  placeLink,
}: {
  next: NextScreening | undefined;
  production: Production;
  t: Dictionary;
  locale: Locale;
  isFilm: boolean;
  /** The place's section on the places page, when the content describes the place. */
  placeLink: string | undefined;
}) {
  if (!next) return <p className="hero-none">{t.noMoreScreenings}</p>;
  const { event, status } = next;
  const when = `${formatDayHeading(event.startsAt, locale)} ${formatTime(event.startsAt, locale)}`;
  const venue = event.sal ? `${event.venue}, ${event.sal}` : event.venue;
  const label = !next.isFirst ? t.nextScreeningWithTickets : isFilm ? t.nextScreening : t.nextDate;
  return (
    <ul className="hero-next">
      <li data-event-id={event.id} data-section={event.section} data-status={status} className={`is-${status}`}>
        <p className="hero-next-label">{label}</p>
        <p className="hero-next-when">
          <time dateTime={event.startsAt}>{when}</time>
          {placeLink ? (
            <a href={placeLink} className="hero-next-where" title={t.placeOf(event.venue)}>
              {venue}
            </a>
          ) : (
            <span className="hero-next-where">{venue}</span>
          )}
        </p>
        {status === "on-sale" ? (
          <a href={event.ticketUrl} target="_blank" rel="noopener" className="button ticket-button">
            <Icon name="ticket" inline />
            {t.buyTicket}
            <span className="sr-only">{`: ${production.title}, ${when} ${t.opensInNewWindow}`}</span>
          </a>
        ) : status === "cancelled" ? (
          <span className="screening-cancelled">{t.cancelled}</span>
        ) : (
          <span className="sold-out">{t.soldOut}</span>
        )}
      </li>
    </ul>
  );
}
