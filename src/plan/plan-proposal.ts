import type { FestivalEvent } from "../content/event";
import type { SiteConfig } from "../content/site";
import type { Movie } from "../shared/account-api";
import { PLAN_MAX_DAYS, PLAN_MAX_SOLD_OUT, type PlanProposal, type PlanProposalBody } from "../shared/plan-api";
import { productionPath } from "../shared/site-paths";
import { makePlan, type PlanFilm } from "./make-plan";
import { bookable } from "./plan-candidates";
import { planScreening } from "./plan-screening";
import { unplacedText, type UnplacedWords } from "./unplaced-reason";
import { walkingTime } from "./walking-minutes";

/**
 * An instant written with the offset of another time (the screening's start), so the end reads
 * as the programme writes the start.
 *
 * @example sameOffset(Date.parse("2025-09-17T20:26:00Z"), "2025-09-17T20:30:00+02:00") // "2025-09-17T22:26:00+02:00"
 */
function sameOffset(ms: number, like: string): string {
  const suffix = /(Z|[+-]\d{2}:\d{2})$/.exec(like)?.[1] ?? "Z";
  const minutes = suffix === "Z" ? 0 : (suffix.startsWith("-") ? -1 : 1) * (Number(suffix.slice(1, 3)) * 60 + Number(suffix.slice(4, 6)));
  return new Date(ms + minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, suffix === "Z" ? "Z" : suffix);
}

/** The film's page, where the printed plan's QR code leads (docs/decisions/047); nothing for a production without one. */
function filmPathOf(event: FestivalEvent): { filmPath?: string } {
  const path = productionPath(event.production);
  return path ? { filmPath: path } : {};
}

/**
 * The answer of `POST /api/account/plan/proposal`: the watch list's screenings (from the site's
 * programme) planned as the visitor asked, around the screenings of the visitor's `tickets`
 * (held-screenings.ts in the account routes says which). A listed film with no page in the
 * programme has nothing to plan: it is unplaced, named by its venue id (`movie-501`). The reasons
 * are said in `words`, the visitor's language.
 */
export function planProposal(
  events: readonly FestivalEvent[],
  movies: readonly Movie[],
  body: PlanProposalBody,
  site: SiteConfig,
  now: number,
  words: UnplacedWords,
  tickets: readonly FestivalEvent[] = [],
): PlanProposal {
  const byId = new Map([...events, ...tickets].map((e) => [e.id, e]));
  const ref = (id: string) => ({ eventId: id, startsAt: byId.get(id)!.startsAt, venue: byId.get(id)!.venue });
  const films: PlanFilm[] = [...new Map(events.map((e) => [e.production.id, { filmId: e.production.id, title: e.production.title }])).values()];
  const screenings = events.map((e) => planScreening(e, site.places));
  const plan = makePlan(
    films,
    screenings,
    { now, ...body, access: body.accessibility },
    walkingTime(site.walkingMinutes),
    tickets.map((e) => planScreening(e, site.places)),
  );
  const pageless = movies
    .filter((m) => !events.some((e) => m.edis.some((edi) => (e.production.parentSlug ?? "").endsWith(`-DXM${edi}`))))
    .map((m) => ({ productionId: `movie-${m.movieId}`, title: m.title, reason: words.noneLeft }));
  // Fra and Til offer every day a listed film can still be booked, whatever days were asked.
  const days = [...new Set([...screenings.filter((s) => bookable(s, now)), ...plan.chosen.map((c) => c.screening)].map((s) => s.day))].sort();
  return {
    chosen: plan.chosen.map(({ screening, alternatives, ticket }) => {
      const event = byId.get(screening.id)!;
      return {
        productionId: screening.filmId,
        eventId: event.id,
        title: screening.title,
        startsAt: event.startsAt,
        endsAt: sameOffset(screening.end, event.startsAt),
        place: screening.place,
        venue: event.venue,
        sal: event.sal,
        ticketUrl: event.ticketUrl,
        ...filmPathOf(event),
        ticket,
        alternatives: alternatives.map((a) => ref(a.id)),
      };
    }),
    unplaced: [
      ...plan.unplaced.map((u) => ({
        productionId: u.filmId,
        title: u.title,
        reason: unplacedText(words, u.reason),
        // A sold-out film's next few screenings, to wait for a seat at (docs/decisions/045).
        ...(u.soldOut ? { soldOut: u.soldOut.slice(0, PLAN_MAX_SOLD_OUT).map((s) => ref(s.id)) } : {}),
      })),
      ...pageless,
    ],
    days: days.slice(0, PLAN_MAX_DAYS),
  };
}
