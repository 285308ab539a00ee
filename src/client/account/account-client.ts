import * as v from "valibot";
import {
  ApiErrorSchema,
  CalendarLinkListSchema,
  CalendarLinkSchema,
  PlanSchema,
  MovieSchema,
  ProfileSchema,
  REVIEWS_PAGE_SIZE,
  ReviewPageSchema,
  TicketListSchema,
  WatchlistSchema,
  type CalendarLinkEntry,
  type Movie,
  type Plan,
  type Profile,
  type Review,
  type Ticket,
  type WatchlistMovie,
  WatchlistMovieSchema,
} from "../../shared/account-api";
import { PlanProposalSchema, SavedPlanSchema, type PlanProposal, type PlanProposalBody, type SavedPlan } from "../../shared/plan-api";
import { ShareEntrySchema, ShareListSchema, type ShareBody, type ShareEntry } from "../../shared/share-api";
import { BallotListSchema, BallotSchema, type Ballot, type VoteBody } from "../../shared/vote-api";
import type { Problem } from "./problem";

/**
 * Typed calls to our own `/api/account/*` routes (docs/architecture.md "The account proxy"). Every answer is
 * parsed with the schemas the proxy answers with; every failure becomes a `Problem` with a
 * sentence to show. Nothing here touches the DOM, so the in-runtime tests can run it with a fake
 * `fetch`.
 */

/** What the client needs of `fetch`: both the browser's and a test's fake fit. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; credentials: "same-origin"; signal?: AbortSignal },
) => Promise<{ status: number; ok: boolean; json(): Promise<unknown> }>;

export type Result<T> = { ok: true; value: T } | { ok: false; problem: Problem; status: number };

export type AccountClientOptions = {
  fetch: FetchLike;
  /** Called on a 401 from any call but login: the session is gone (the islands then clear the profile). */
  onSessionGone: () => void;
  /** Sentences for failures that never reached the proxy. */
  messages: { networkError: string; badResponse: string };
  /** The proxy has its own venue timeouts; this only stops a browser waiting on a dead network. */
  timeoutMs?: number;
};

const BASE = "/api/account";
const Empty = v.unknown();

export function createAccountClient(options: AccountClientOptions) {
  const { messages } = options;
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function call<S extends v.GenericSchema>(method: string, path: string, schema: S, body?: unknown): Promise<Result<v.InferOutput<S>>> {
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await options.fetch(BASE + path, {
        method,
        headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: "same-origin",
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      return { ok: false, status: 0, problem: { code: "network", message: messages.networkError } };
    }
    if (response.status === 401 && path !== "/login") options.onSessionGone();
    // 202 and 204 carry no body worth reading.
    const data = response.status === 204 || response.status === 202 ? undefined : await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = v.safeParse(ApiErrorSchema, data);
      const problem = error.success ? error.output.error : { code: `http_${response.status}`, message: messages.badResponse };
      return { ok: false, status: response.status, problem };
    }
    const parsed = v.safeParse(schema, data);
    if (!parsed.success) {
      console.error(`[account] ${method} ${path}: the answer does not fit`, v.flatten(parsed.issues));
      return { ok: false, status: response.status, problem: { code: "bad_response", message: messages.badResponse } };
    }
    return { ok: true, value: parsed.output };
  }

  const edi = (ediNumber: string) => `/movies/${encodeURIComponent(ediNumber)}`;

  return {
    /** `challenge`: a solved login challenge's payload, once the proxy asked for one (docs/decisions/041). */
    login: (email: string, password: string, challenge?: string): Promise<Result<Profile>> =>
      call("POST", "/login", ProfileSchema, challenge === undefined ? { email, password } : { email, password, challenge }),
    logout: (): Promise<Result<unknown>> => call("POST", "/logout", Empty),
    logoutEverywhere: (): Promise<Result<unknown>> => call("POST", "/logout-everywhere", Empty),
    createUser: (body: { email: string; password: string; userName: string }): Promise<Result<Profile>> => call("POST", "/users", ProfileSchema, body),
    resetPassword: (email: string): Promise<Result<unknown>> => call("POST", "/password-reset", Empty, { email }),
    me: (): Promise<Result<Profile>> => call("GET", "/me", ProfileSchema),
    tickets: async (): Promise<Result<Ticket[]>> => mapOk(await call("GET", "/tickets", TicketListSchema), (r) => r.tickets),
    watchlist: async (): Promise<Result<WatchlistMovie[]>> => mapOk(await call("GET", "/watchlist", WatchlistSchema), (r) => r.movies),
    /** Adds a film, or puts back one taken off the list (Min liste's "Angre"). */
    addToWatchlist: (movieId: number): Promise<Result<WatchlistMovie>> => call("POST", "/watchlist", WatchlistMovieSchema, { id: movieId }),
    /** Takes a film off the list as this site shows it (docs/decisions/043: the venue has no remove). */
    removeFromWatchlist: (movieId: number): Promise<Result<unknown>> => call("DELETE", `/watchlist/${movieId}`, Empty),
    movie: (ediNumber: string): Promise<Result<Movie>> => call("GET", edi(ediNumber), MovieSchema),
    plan: (): Promise<Result<Plan>> => call("GET", "/plan", PlanSchema),
    /** "Lag planen min" (docs/decisions/023): a clash-free plan of the watch list, made by the proxy. */
    planProposal: (body: PlanProposalBody): Promise<Result<PlanProposal>> => call("POST", "/plan/proposal", PlanProposalSchema, body),
    /** Keeps the chosen screenings; the calendar link then carries them instead of every listed one. */
    savePlan: (eventIds: string[]): Promise<Result<SavedPlan>> => call("PUT", "/plan", SavedPlanSchema, { eventIds }),
    savedPlan: (): Promise<Result<SavedPlan>> => call("GET", "/plan/saved", SavedPlanSchema),
    deletePlan: (): Promise<Result<unknown>> => call("DELETE", "/plan", Empty),
    calendarLink: async (): Promise<Result<string>> => mapOk(await call("POST", "/calendar", CalendarLinkSchema), (r) => r.url),
    calendarLinks: async (): Promise<Result<CalendarLinkEntry[]>> => mapOk(await call("GET", "/calendar", CalendarLinkListSchema), (r) => r.links),
    deleteCalendarLink: (id: string): Promise<Result<unknown>> => call("DELETE", `/calendar/${encodeURIComponent(id)}`, Empty),
    /** "Planlegg med venner" (docs/decisions/046): a link to the list or the plan on screen, the links shared, one revoked. */
    share: (body: ShareBody): Promise<Result<ShareEntry>> => call("POST", "/shares", ShareEntrySchema, body),
    shares: async (): Promise<Result<ShareEntry[]>> => mapOk(await call("GET", "/shares", ShareListSchema), (r) => r.shares),
    revokeShare: (id: string): Promise<Result<unknown>> => call("DELETE", `/shares/${encodeURIComponent(id)}`, Empty),
    /** Publikumsprisen: the visitor's festival tickets and where each one's vote stands. */
    ballots: async (): Promise<Result<Ballot[]>> => mapOk(await call("GET", "/ballots", BallotListSchema), (r) => r.ballots),
    vote: (body: VoteBody): Promise<Result<Ballot>> => call("POST", "/votes", BallotSchema, body),
    reviews: (ediNumber: string, skip: number, take = REVIEWS_PAGE_SIZE): Promise<Result<{ reviews: Review[]; skip: number; take: number }>> =>
      call("GET", `${edi(ediNumber)}/reviews?skip=${skip}&take=${take}`, ReviewPageSchema),
  };
}

function mapOk<T, U>(result: Result<T>, f: (value: T) => U): Result<U> {
  return result.ok ? { ok: true, value: f(result.value) } : result;
}
