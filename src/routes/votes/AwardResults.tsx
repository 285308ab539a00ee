import type { Locale } from "../../content/locale";
import { dictionary } from "../../i18n/dictionary";
import { DIE_FACES, type FilmResult } from "../../shared/vote-api";

/**
 * Publikumsprisen's public results: the films in award order, each with its mean die, its number
 * of votes and how the dice fell (bars drawn in SVG: the page's CSP allows no style attributes).
 */
export function AwardResults({ films, minVotes, locale }: { films: FilmResult[]; minVotes: number; locale: Locale }) {
  const t = dictionary(locale).vote;
  const decimal = new Intl.NumberFormat(locale === "en" ? "en-GB" : "nb-NO", { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  return (
    <>
      <h1>{t.resultsTitle}</h1>
      <p className="lead">{t.resultsIntro(minVotes)}</p>
      {films.length === 0 ? (
        <p className="empty-note">{t.resultsNone}</p>
      ) : (
        <ol className="award-list">
          {films.map((film, i) => {
            const most = Math.max(...film.distribution, 1);
            return (
              <li key={film.film} className="award-film">
                <span className="award-place" aria-hidden="true">
                  {i + 1}
                </span>
                <h2>{film.title}</h2>
                <p className="award-facts">{t.average(decimal.format(film.average), film.count)}</p>
                <ul className="award-bars" aria-label={t.distribution}>
                  {DIE_FACES.map((die) => {
                    const n = film.distribution[die - 1] ?? 0;
                    return (
                      <li key={die} aria-label={t.faceCount(die, n)}>
                        <svg className="award-bar" viewBox="0 0 10 30" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                          <rect className="award-bar-back" width="10" height="30" />
                          <rect y={30 - (30 * n) / most} width="10" height={(30 * n) / most} />
                        </svg>
                        <span aria-hidden="true">{die}</span>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
