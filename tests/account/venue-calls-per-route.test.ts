import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, account, loginDemo, sandbox, venueCalls } from "../support/account";
import { withPartners } from "../support/site-partners";

/**
 * Every account route, counted through the sandbox venue's call log: which partner's venue each
 * call reached and how many calls a request makes, token switches and retries included (one
 * switch and one retry per request, docs/decisions/018). A site of partner 178
 * must never reach partner 118's venue, nor the other way round.
 */

/** The calls a request should make, in order, as the sandbox names them. */
const LOGIN = "api/logindx";
const CREATE_USER = "api/createuserdx";
const FORGOT = "api/forgotpassworddx";
const SWITCH = "api/switchtokensdx";
const TICKETS = "api/getticketsdx";
const WATCHLIST = "api/getwatchlistdx";
const ADD = "api/addtowatchlistdx";
const MOVIE = "api/getmoviebyedidx";
const REVIEWS = "api/getreviewsbyedidx";

type Call = { partner: string | null; path: string };
const expectedCalls = (partner: number, paths: string[]): Call[] => paths.map((path) => ({ partner: String(partner), path }));
/** The call log without methods: partner and call are what these tests are about. */
const callsOf = async (work: () => Promise<unknown>): Promise<Call[]> => (await venueCalls(work)).map(({ partner, path }) => ({ partner, path }));

/** Runs `request`, checks its status, and answers the venue calls it made. */
async function callsFor(request: () => Promise<Response>, status: number): Promise<Call[]> {
  return callsOf(async () => {
    const response = await request();
    expect(response.status, await response.clone().text()).toBe(status);
  });
}

describe.each([118, 178])("a site of partner %i", (partner) => {
  let cookie: string;
  const expected = (paths: string[]) => expectedCalls(partner, paths);
  /** The venue session expires at the venue: the next call answers 401 and the switch path runs. */
  const expireVenueSession = () => sandbox("sessions/expire", { email: DEMO.email });

  beforeAll(async () => {
    await sandbox("reset");
    await withPartners([partner]);
    cookie = await loginDemo();
  });

  it("logs in, creates users and asks for password mail at its own venue, one call each", async () => {
    expect(await callsFor(() => account("/login", { method: "POST", json: { email: DEMO.email, password: DEMO.password } }), 200)).toEqual(expected([LOGIN]));
    expect(await callsFor(() => account("/login", { method: "POST", json: { email: DEMO.email, password: "feil-passord" } }), 401)).toEqual(expected([LOGIN]));
    const email = `ny-${partner}-${crypto.randomUUID()}@nordkystfilm.no`;
    expect(await callsFor(() => account("/users", { method: "POST", json: { email, password: "hemmelig-1", userName: "Ny" } }), 201)).toEqual(
      expected([CREATE_USER]),
    );
    expect(await callsFor(() => account("/password-reset", { method: "POST", json: { email } }), 202)).toEqual(expected([FORGOT]));
  });

  it("answers who is logged in, lists and deletes calendar links, and logs out, without asking the venue", async () => {
    const own = await loginDemo();
    expect(await callsFor(() => account("/me", { cookie: own }), 200)).toEqual([]);
    const link = (await (await account("/calendar", { method: "POST", cookie: own })).json()) as { id: string };
    expect(await callsFor(() => account("/calendar", { cookie: own }), 200)).toEqual([]);
    expect(await callsFor(() => account(`/calendar/${link.id}`, { method: "DELETE", cookie: own }), 204)).toEqual([]);
    expect(await callsFor(() => account("/logout", { method: "POST", cookie: own }), 204)).toEqual([]);
    const other = await loginDemo();
    expect(await callsFor(() => account("/logout-everywhere", { method: "POST", cookie: other }), 204)).toEqual([]);
    cookie = await loginDemo();
  });

  it("reads tickets with one call, and with one switch and one retry when the venue session has expired", async () => {
    expect(await callsFor(() => account("/tickets", { cookie }), 200)).toEqual(expected([TICKETS]));
    await expireVenueSession();
    expect(await callsFor(() => account("/tickets", { cookie }), 200)).toEqual(expected([TICKETS, SWITCH, TICKETS]));
    // The renewed venue session is kept: the next request needs no switch.
    expect(await callsFor(() => account("/tickets", { cookie }), 200)).toEqual(expected([TICKETS]));
  });

  it("reads the watch list after the one switch the venue asks for (docs/venue-api.md), and adds to it", async () => {
    expect(await callsFor(() => account("/watchlist", { cookie }), 200)).toEqual(expected([SWITCH, WATCHLIST]));
    expect(await callsFor(() => account("/watchlist", { method: "POST", json: { id: 501 }, cookie }), 201)).toEqual(expected([ADD, SWITCH, WATCHLIST]));
    await expireVenueSession();
    // The add's 401 spends the request's switch; the list after it does not switch again.
    expect(await callsFor(() => account("/watchlist", { method: "POST", json: { id: 503 }, cookie }), 201)).toEqual(expected([ADD, SWITCH, ADD, WATCHLIST]));
  });

  it("reads a film and its reviews with one call each, and reviews switch once on a 401", async () => {
    expect(await callsFor(() => account("/movies/10234"), 200)).toEqual(expected([MOVIE]));
    expect(await callsFor(() => account("/movies/10234", { cookie }), 200)).toEqual(expected([MOVIE]));
    expect(await callsFor(() => account("/movies/10234/reviews"), 200)).toEqual(expected([REVIEWS]));
    // Reviews read the visitor's own likes: a 401 from the venue switches and retries once …
    await sandbox("faults", { path: "api/GetReviewsByEdiDx", status: 401, times: 1 });
    expect(await callsFor(() => account("/movies/10234/reviews", { cookie }), 200)).toEqual(expected([REVIEWS, SWITCH, REVIEWS]));
    // … and when the retry fails too, they are read once more as anyone would see them.
    await sandbox("faults", { path: "api/GetReviewsByEdiDx", status: 401, times: 2 });
    expect(await callsFor(() => account("/movies/10234/reviews", { cookie }), 200)).toEqual(expected([REVIEWS, SWITCH, REVIEWS, REVIEWS]));
  });

  it("builds the plan and a calendar file from the watch list with one switch each", async () => {
    expect(await callsFor(() => account("/plan", { cookie }), 200)).toEqual(expected([SWITCH, WATCHLIST]));
    // "Lag planen min" plans around the visitor's tickets: one call more, after the switch.
    expect(await callsFor(() => account("/plan/proposal", { method: "POST", json: {}, cookie }), 200)).toEqual(expected([SWITCH, WATCHLIST, TICKETS]));
    let url = "";
    expect(
      await callsOf(async () => {
        const created = await account("/calendar", { method: "POST", cookie });
        expect(created.status).toBe(201);
        url = ((await created.json()) as { url: string }).url;
      }),
      "making a link asks the venue nothing",
    ).toEqual([]);
    const file = new URL(url.replace(/^webcal:/, "http:")).pathname.replace(/^\/api\/account/, "");
    expect(await callsFor(() => account(file), 200)).toEqual(expected([SWITCH, WATCHLIST]));
  });

  it("stops at one switch and one retry when the venue answers 401 forever", async () => {
    const own = await loginDemo();
    await sandbox("faults", { path: "api/GetTicketsDx", status: 401, times: 10 });
    expect(await callsFor(() => account("/tickets", { cookie: own }), 401)).toEqual(expected([TICKETS, SWITCH, TICKETS]));
    await sandbox("faults", undefined, "DELETE");

    const again = await loginDemo();
    await sandbox("faults", { path: "api/GetWatchlistDx", status: 401, times: 10 });
    expect(await callsFor(() => account("/watchlist", { cookie: again }), 401)).toEqual(expected([SWITCH, WATCHLIST]));
    await sandbox("faults", undefined, "DELETE");
  });
});
