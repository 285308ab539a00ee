import * as v from "valibot";
import type { Movie, Review, Ticket } from "../shared/account-api";
import { type Auth, type RequestOptions, type UpstreamConfig, request } from "../upstream/request";
import { UpstreamError } from "../upstream/upstream-error";
import { type VenueAuth, VENUE_SESSION_COOKIE, venueSessionFrom } from "./venue-auth";
import { CreateUserWire, LoginWire, MovieWire, ReviewWire, TicketWire } from "./wire-schemas";

/** Watch list and tickets come ten at a time from 0. */
const LIST_PAGE = { skip: 0, take: 10 };

/**
 * A visitor's venue session for one request. Calls that need a user send the venue session
 * cookie; on a 401 the request helper calls `refresh` (SwitchTokensDx with the marsToken in
 * X-Token) and retries. One switch per request, however many calls it makes:
 * `changed` says it happened, and the route keeps the new tokens.
 */
export class VenueSession {
  changed = false;
  constructor(public auth: VenueAuth) {}
}

/**
 * The venue API (docs/venue-api.md): every call through the shared request helper, every answer
 * parsed with valibot and mapped to camelCase. Throws UpstreamError on any failure.
 */
export class VenueClient {
  constructor(private readonly config: UpstreamConfig) {}

  private async call<T>(schema: v.GenericSchema<unknown, T>, options: RequestOptions): Promise<{ value: T; response: Response }> {
    const response = await request(this.config, options);
    const parsed = v.safeParse(
      schema,
      await response
        .clone()
        .json()
        .catch(() => undefined),
    );
    if (!parsed.success) throw new UpstreamError("bad-response", options.path);
    return { value: parsed.output, response };
  }

  private sessionAuth(session: VenueSession): Extract<Auth, { kind: "token" }> {
    return {
      kind: "token",
      apply: (headers) => headers.set("Cookie", `${VENUE_SESSION_COOKIE}=${session.auth.venueSession}`),
      refresh: async () => {
        if (session.changed) return false;
        session.changed = true;
        const response = await request(this.config, { method: "POST", path: "api/SwitchTokensDx", headers: { "X-Token": session.auth.marsToken } });
        const renewed = venueSessionFrom(response);
        if (!renewed) throw new UpstreamError("bad-response", "api/SwitchTokensDx");
        session.auth = { ...session.auth, venueSession: renewed };
        return true;
      },
    };
  }

  /** Logs in (Email, Password → marsToken, UserName, UserInfo). */
  async login(email: string, password: string): Promise<VenueAuth> {
    const { value, response } = await this.call(LoginWire, { method: "POST", path: "api/LoginDx", json: { Email: email, Password: password } });
    return { ...value, venueSession: venueSessionFrom(response) ?? "" };
  }

  /** Creates a user (not shown by the spec: docs/venue-api.md) and logs them in. */
  async createUser(email: string, password: string, userName: string): Promise<VenueAuth> {
    const { value, response } = await this.call(CreateUserWire, {
      method: "POST",
      path: "api/CreateUserDx",
      json: { Email: email, Password: password, UserName: userName },
    });
    return { ...value, venueSession: venueSessionFrom(response) ?? "" };
  }

  /** Asks for a password e-mail; an empty answer is success. */
  async forgotPassword(email: string): Promise<void> {
    await request(this.config, { method: "POST", path: "api/ForgotPasswordDx", json: { Email: email } });
  }

  async movie(ediNumber: string): Promise<Movie> {
    return (await this.call(MovieWire, { method: "GET", path: "api/GetMovieByEdiDx", query: { edi: ediNumber } })).value;
  }

  async reviews(ediNumber: string, skip: number, take: number, session?: VenueSession): Promise<Review[]> {
    const auth = session ? this.sessionAuth(session) : undefined;
    return (await this.call(v.array(ReviewWire), { method: "GET", path: "api/GetReviewsByEdiDx", query: { edi: ediNumber, skip, take }, auth })).value;
  }

  async tickets(session: VenueSession): Promise<Ticket[]> {
    return (await this.call(v.array(TicketWire), { method: "GET", path: "api/GetTicketsDx", query: LIST_PAGE, auth: this.sessionAuth(session) })).value;
  }

  /**
   * The watch list, after a token switch as docs/venue-api.md describes it. That switch is the request's
   * one: a 401 after it is final, not a second switch.
   */
  async watchlist(session: VenueSession): Promise<Movie[]> {
    const auth = this.sessionAuth(session);
    await auth.refresh();
    return (await this.call(v.array(MovieWire), { method: "GET", path: "api/GetWatchlistDx", query: LIST_PAGE, auth })).value;
  }

  /** Adds a movie; a truthy answer means added. */
  async addToWatchlist(session: VenueSession, movieId: number): Promise<boolean> {
    const { value } = await this.call(v.unknown(), { method: "POST", path: "api/AddToWatchlistDx", json: { id: movieId }, auth: this.sessionAuth(session) });
    return Boolean(value);
  }
}
