import * as v from "valibot";
import { Island } from "../Island";
import { ACCOUNT_PATH } from "../ProfileButton";
import { defineBlock } from "./define-block";
import { documentProduction } from "./production-facts";

const Props = v.object({ variant: v.picklist(["facts", "personal"]) });

/**
 * `movie-info`. `facts`: the production's summary and its features (director, country, length …)
 * as a description list. `personal`: the place of the `movie-personal` island (rating, reviews,
 * watch list — they need an account); the server renders the logged-out fallback.
 */
export const MovieInfo = defineBlock("movie-info", Props, (p, { data, ctx }) => {
  const production = documentProduction(data);
  if (!production) return null;
  if (p.variant === "personal") {
    // Personal features are keyed by the venue's film number; without one there is nothing to show.
    if (!production.ediNumber) return null;
    return (
      <Island name="movie-personal" props={{ ediNumber: production.ediNumber }} className="block b-movie-personal">
        <p className="note">
          {ctx.t.moviePersonalFallback} <a href={ACCOUNT_PATH}>{ctx.t.login}</a>
        </p>
      </Island>
    );
  }
  const summary = production.contents[0]?.summary;
  if (!summary && production.features.length === 0) return null;
  return (
    <section className="block b-movie-facts">
      <h2 className="block-title">{ctx.t.facts}</h2>
      {summary && <p className="lead">{summary}</p>}
      {production.features.length > 0 && (
        <dl className="facts">
          {production.features.map((f, i) => (
            <div key={`${i}-${f.name}`}>
              <dt>{f.name}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
});
