import * as v from "valibot";
import type { Production } from "../../content/production";
import { Island } from "../Island";
import { defineBlock } from "./define-block";
import { documentProduction } from "./production-facts";
import { ACCOUNT_PATH } from "../../shared/site-paths";
import type { Dictionary } from "../../i18n/dictionary";

const Props = v.object({ variant: v.picklist(["about", "features", "facts", "personal"]) });

/**
 * `movie-info`. `about`: the production's summary and its full text under "Om filmen" (the film
 * and culture templates have no content block, and a visitor expects the
 * synopsis). `features`: its features (director, country, length …) as a description list under
 * "Fakta". `facts`: both, one after the other (templates written before they were apart). `personal`: the audience's rating and
 * reviews (the plain `movie-public` island fills them in) around the watch-list button (the React
 * `movie-personal` island, loaded when the visitor reaches for it). Both come from the account
 * proxy in the browser: pages are cached for everyone, and a film page must not wait on the venue.
 */
export const MovieInfo = defineBlock("movie-info", Props, (p, { data, ctx }) => {
  const production = documentProduction(data);
  if (!production) return null;
  if (p.variant === "personal") {
    // Personal features are keyed by the venue's film number; without one there is nothing to show.
    if (!production.ediNumber) return null;
    const headingId = `personlig-${production.ediNumber}`;
    return (
      <Island name="movie-public" props={{ ediNumber: production.ediNumber }} className="block b-movie-personal">
        <section className="movie-personal" aria-labelledby={headingId}>
          <h2 id={headingId} className="block-title">
            {ctx.t.moviePersonalHeading}
          </h2>
          <div className="movie-rating" data-movie-rating="">
            <p className="rating muted">{ctx.t.moviePublicFallback}</p>
          </div>
          <Island name="movie-personal" props={{ ediNumber: production.ediNumber }} className="movie-watchlist">
            <div className="watchlist-action">
              <a className="button button-quiet" href={ACCOUNT_PATH}>
                {ctx.t.movieLoginToAdd}
              </a>
            </div>
          </Island>
          {/* Hidden until the island fills it: without JavaScript there are no reviews to show under the heading. */}
          <div className="reviews" data-movie-reviews="" hidden>
            <h3>{ctx.t.movieReviews}</h3>
          </div>
        </section>
      </Island>
    );
  }
  const about = p.variant === "about" || p.variant === "facts" ? <About production={production} t={ctx.t} /> : null;
  const features = p.variant === "features" || p.variant === "facts" ? <Features production={production} t={ctx.t} /> : null;
  return (
    <>
      {about}
      {features}
    </>
  );
});

function About({ production, t }: { production: Production; t: Dictionary }) {
  const summary = production.contents[0]?.summary;
  const body = production.contents[0]?.body;
  if (!summary && !body) return null;
  return (
    <section className="block b-movie-about">
      <h2 className="block-title">{production.object === "movie" ? t.aboutFilm : t.aboutEvent}</h2>
      {summary && <p className="lead">{summary}</p>}
      {/* Sanitized where content enters (src/content/sanitize-bundle.ts). */}
      {body && <div className="prose" dangerouslySetInnerHTML={{ __html: body }} />}
    </section>
  );
}

function Features({ production, t }: { production: Production; t: Dictionary }) {
  if (production.features.length === 0) return null;
  return (
    <section className="block b-movie-facts">
      <h2 className="block-title">{t.facts}</h2>
      <dl className="facts">
        {production.features.map((f, i) => (
          <div key={`${i}-${f.name}`}>
            <dt>{f.name}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
