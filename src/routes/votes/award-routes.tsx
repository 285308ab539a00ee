import { Hono } from "hono";
import type { AppEnv } from "../../config/app-env";
import type { Locale } from "../../content/locale";
import { dictionary } from "../../i18n/dictionary";
import { rankedFilms } from "../../votes/ranking";
import { votesStub } from "../../votes/votes-stub";
import { notFound } from "../not-found";
import { AwardResults } from "./AwardResults";
import { answerOwnPage } from "../own-page";

/** The results page and its English twin. */
const AWARD_PATHS: Record<Locale, string> = { nb: "/publikumsprisen", en: "/english-audience-award" };

/**
 * `GET /publikumsprisen` and `/english-audience-award` (docs/decisions/033): the films ranked by
 * their audience's mean die, when the festival has set AUDIENCE_AWARD_RESULTS = "public"; until
 * then a 404, so no result leaks before the award is announced. Rendered per request from the
 * votes' Durable Object and kept by browsers and shared caches for a minute only.
 */
export const awardRoutes = new Hono<AppEnv>();
for (const [locale, path] of Object.entries(AWARD_PATHS) as [Locale, string][]) {
  awardRoutes.get(path, async (c) => {
    const votes = votesStub(c.var.config);
    if (c.var.config.AUDIENCE_AWARD_RESULTS !== "public" || !votes) return notFound(c);
    const minVotes = c.var.config.AUDIENCE_AWARD_MIN_VOTES;
    const films = rankedFilms(await votes.results(), minVotes);
    const t = dictionary(locale).vote;
    const page = {
      title: t.resultsTitle,
      description: t.resultsIntro(minVotes),
      locale,
      path,
      translations: (locale === "nb" ? { en: AWARD_PATHS.en } : { nb: AWARD_PATHS.nb }) as Record<string, string>,
      cacheControl: "public, max-age=60",
    };
    return answerOwnPage(c, page, <AwardResults films={films} minVotes={minVotes} locale={locale} />);
  });
}
