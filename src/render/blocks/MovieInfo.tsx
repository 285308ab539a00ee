import * as v from "valibot";
import { Island } from "../Island";
import { ACCOUNT_PATH } from "../ProfileButton";
import { defineBlock } from "./define-block";
import { documentProduction } from "./production-facts";

const Props = v.object({ variant: v.picklist(["facts", "personal"]) });

/**
 * `movie-info`. `facts`: the production's summary, its full text (the film and culture templates
 * of spec section 2 have no content block, and a visitor expects the synopsis) and its features
 * (director, country, length …) as a description list. `personal`: the place of the `movie-personal` island (rating, reviews,
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
  const body = production.contents[0]?.body;
  if (!summary && !body && production.features.length === 0) return null;
  return (
    <section className="block b-movie-facts">
      <h2 className="block-title">{ctx.t.facts}</h2>
      {summary && <p className="lead">{summary}</p>}
      {/* Sanitized where content enters (src/content/sanitize-bundle.ts). */}
      {body && <div className="prose" dangerouslySetInnerHTML={{ __html: body }} />}
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
