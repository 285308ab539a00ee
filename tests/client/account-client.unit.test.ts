import { describe, expect, test, vi } from "vitest";
import { createAccountClient, type FetchLike } from "../../src/client/account/account-client";
import { movie, review, ticket } from "./fixtures";

type Call = { url: string; init: Parameters<FetchLike>[1] };
const messages = { networkError: "Ingen forbindelse.", badResponse: "Noe gikk galt." };

/** A client whose fetch answers `status` with `body` (or throws, for no network), recording calls. */
function clientAnswering(status: number, body?: unknown, opts: { throws?: boolean; notJson?: boolean } = {}) {
  const calls: Call[] = [];
  let sessionGone = 0;
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    if (opts.throws) throw new TypeError("Failed to fetch");
    return {
      status,
      ok: status >= 200 && status < 300,
      json: async () => {
        if (opts.notJson) throw new SyntaxError("Unexpected token <");
        return body;
      },
    };
  };
  const client = createAccountClient({ fetch, onSessionGone: () => sessionGone++, messages });
  return { client, calls, sessionGone: () => sessionGone };
}

const kari = { userName: "Kari", email: "kari@example.no" };

describe("account client", () => {
  test("logs in with a JSON POST that sends same-origin cookies, and returns the profile", async () => {
    const { client, calls } = clientAnswering(200, kari);
    expect(await client.login("kari@example.no", "hemmelig")).toEqual({ ok: true, value: kari });
    expect(calls[0]?.url).toBe("/api/account/login");
    expect(calls[0]?.init).toMatchObject({ method: "POST", credentials: "same-origin", headers: { "content-type": "application/json" } });
    expect(JSON.parse(calls[0]?.init.body ?? "")).toEqual({ email: "kari@example.no", password: "hemmelig" });
  });

  test("a wrong password gives the proxy's message, and is not a lost session", async () => {
    const body = { error: { code: "invalid_credentials", message: "Feil e-post eller passord." } };
    const { client, sessionGone } = clientAnswering(401, body);
    expect(await client.login("kari@example.no", "feil")).toEqual({ ok: false, status: 401, problem: body.error });
    expect(sessionGone()).toBe(0);
  });

  test("a 401 from any other call means the session is gone", async () => {
    const { client, sessionGone } = clientAnswering(401, { error: { code: "unauthorized", message: "Du er ikke logget inn." } });
    const result = await client.tickets();
    expect(result.ok).toBe(false);
    expect(sessionGone()).toBe(1);
  });

  test("no network gives the Norwegian no-connection message", async () => {
    const { client } = clientAnswering(0, undefined, { throws: true });
    expect(await client.me()).toEqual({ ok: false, status: 0, problem: { code: "network", message: messages.networkError } });
  });

  test("an error answer that is not our error shape still gives a sentence to show", async () => {
    const { client } = clientAnswering(502, undefined, { notJson: true });
    expect(await client.watchlist()).toEqual({ ok: false, status: 502, problem: { code: "http_502", message: messages.badResponse } });
  });

  test("a success answer of the wrong shape is a failure, not a crash (and is logged)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { client } = clientAnswering(200, { tickets: [{ movieTitle: 3 }] });
    expect(await client.tickets()).toMatchObject({ ok: false, problem: { code: "bad_response" } });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  test("tickets and the watch list come back as plain lists", async () => {
    expect(await clientAnswering(200, { tickets: [ticket] }).client.tickets()).toEqual({ ok: true, value: [ticket] });
    expect(await clientAnswering(200, { movies: [movie(1)] }).client.watchlist()).toEqual({ ok: true, value: [movie(1)] });
  });

  test("adding to the watch list posts the movie id", async () => {
    const { client, calls } = clientAnswering(201, movie(7));
    expect(await client.addToWatchlist(7)).toEqual({ ok: true, value: movie(7) });
    expect(calls[0]).toMatchObject({ url: "/api/account/watchlist", init: { method: "POST", body: '{"id":7}' } });
  });

  test("movie info and reviews are asked for by ediNumber, reviews with skip and take", async () => {
    const info = clientAnswering(200, movie(1));
    await info.client.movie("DXM 1/2");
    expect(info.calls[0]?.url).toBe("/api/account/movies/DXM%201%2F2");
    const page = clientAnswering(200, { reviews: [review(1)], skip: 20, take: 20 });
    expect(await page.client.reviews("DXM10234", 20)).toEqual({ ok: true, value: { reviews: [review(1)], skip: 20, take: 20 } });
    expect(page.calls[0]?.url).toBe("/api/account/movies/DXM10234/reviews?skip=20&take=20");
  });

  test("password reset (202) and logout (204) succeed without a body", async () => {
    expect((await clientAnswering(202).client.resetPassword("kari@example.no")).ok).toBe(true);
    expect((await clientAnswering(204).client.logout()).ok).toBe(true);
  });
  test("asks for a plan, saves it, reads it back and deletes it, each by its method and path", async () => {
    const plan = { chosen: [], unplaced: [{ productionId: "p1", title: "Stormvarsel", reason: "Utsolgt" }] };
    const asked = clientAnswering(200, plan);
    expect(await asked.client.planProposal({ maxPerDay: 2, keep: ["e1"] })).toEqual({ ok: true, value: plan });
    expect(asked.calls[0]).toMatchObject({ url: "/api/account/plan/proposal", init: { method: "POST" } });
    expect(JSON.parse(asked.calls[0]?.init.body ?? "")).toEqual({ maxPerDay: 2, keep: ["e1"] });
    const saved = { saved: { eventIds: ["e1"], savedAt: 1 } };
    const put = clientAnswering(200, saved);
    expect(await put.client.savePlan(["e1"])).toEqual({ ok: true, value: saved });
    expect(put.calls[0]).toMatchObject({ url: "/api/account/plan", init: { method: "PUT", body: '{"eventIds":["e1"]}' } });
    const read = clientAnswering(200, { saved: null });
    expect(await read.client.savedPlan()).toEqual({ ok: true, value: { saved: null } });
    expect(read.calls[0]).toMatchObject({ url: "/api/account/plan/saved", init: { method: "GET" } });
    const gone = clientAnswering(204);
    expect((await gone.client.deletePlan()).ok).toBe(true);
    expect(gone.calls[0]).toMatchObject({ url: "/api/account/plan", init: { method: "DELETE" } });
    // A plan that does not fit the contract is a problem to show, not a crash.
    expect((await clientAnswering(200, { chosen: "ingen" }).client.planProposal({})).ok).toBe(false);
  });
});
