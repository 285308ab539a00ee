import { formatShortDate, isoDateTime } from "../format-date";
import type { Locale } from "../../content/locale";
import { BlockImage } from "./BlockImage";
import { CARD, POSTER } from "./image-sizes";
import type { CardData } from "./cards";

/**
 * A card: picture, title link, date, short text. The whole card is clickable through the title
 * link's stretched ::after (CSS), so there is one link per card for keyboard and screen reader.
 * Without a picture a tinted box keeps the grid even.
 */
export function Card({ card, level, locale, poster = false }: { card: CardData; level: 2 | 3; locale: Locale; poster?: boolean }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <li className="card">
      {card.image ? (
        poster ? (
          <BlockImage image={card.image} width={400} height={600} className="card-image" layout={POSTER} />
        ) : (
          <BlockImage image={card.image} width={640} height={360} className="card-image" layout={CARD} />
        )
      ) : (
        <div className="card-image card-image-empty" />
      )}
      <div className="card-body">
        <Heading className="card-title">
          <a href={card.href}>{card.title}</a>
        </Heading>
        {card.date !== undefined && (
          <time className="card-date" dateTime={isoDateTime(card.date)}>
            {formatShortDate(card.date, locale)}
          </time>
        )}
        {card.text && <p className="card-text">{card.text}</p>}
      </div>
    </li>
  );
}

/**
 * Cards in a responsive grid: one column on a phone, two on a tablet, four across a laptop.
 * `poster` draws film posters (2:3), two across a phone and five or six across a laptop.
 */
export function CardGrid({ cards, level, locale, poster = false }: { cards: CardData[]; level: 2 | 3; locale: Locale; poster?: boolean }) {
  return (
    <ul className={poster ? "card-grid card-grid-posters" : "card-grid"}>
      {cards.map((card) => (
        <Card key={card.key} card={card} level={level} locale={locale} poster={poster} />
      ))}
    </ul>
  );
}
