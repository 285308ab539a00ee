import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exports } from "cloudflare:workers";
import { account, loginDemo, sandbox } from "../support/account";
import { publishChanged, withEvent } from "../support/publish-changed";
import type { WatchlistMovie } from "../../src/shared/account-api";

/** The demo visitor's list: Nordlysets datter (edi 10251) and Stormvarsel (10319), by the sandbox venue. */
const listed = async (cookie: string) => ((await (await account("/watchlist", { cookie })).json()) as { movies: WatchlistMovie[] }).movies;
const titled = (movies: WatchlistMovie[], title: string) => movies.find((m) => m.title === title);

describe("Min liste: when each film is next on, and taking a film off the list", () => {
  let cookie: string;
  beforeAll(async () => {
    await sandbox("reset");
    cookie = await loginDemo();
  });
  afterAll(async () => {
    // The demo programme as it was, for the files after this one.
    await publishChanged((events) => events);
  });

  it("names each film's next screening by the site's clock: the demo stands at noon on 17 September", async () => {
    const movies = await listed(cookie);
    // Nordlysets datter is on at 20:30 the same evening; its screenings of 15–16 September do not count.
    expect(titled(movies, "Nordlysets datter")?.next).toEqual({
      eventId: "nff25-nordlys-1",
      startsAt: "2025-09-17T20:30:00+02:00",
      venue: "Havvik kino",
      sal: "Sal 1",
      filmHref: "/nordlysets-datter-DXM10251",
    });
    expect(titled(movies, "Stormvarsel")?.next?.eventId).toBe("nff25-stormvarsel-fredag");
  });

  it("skips a cancelled screening, and says none is left when every coming one is cancelled", async () => {
    await publishChanged(withEvent("nff25-nordlys-1", { cancelled: true }));
    expect(titled(await listed(cookie), "Nordlysets datter")?.next?.eventId).toBe("nff25-nordlys-2");
    await publishChanged((events) =>
      events.map((e) =>
        e.production.parentSlug === "stormvarsel-DXM10319" && Date.parse(e.startsAt) > Date.parse("2025-09-17T12:00:00+02:00") ? { ...e, cancelled: true } : e,
      ),
    );
    const storm = titled(await listed(cookie), "Stormvarsel");
    expect(storm).toBeDefined();
    expect(storm?.next).toBeNull();
  });

  it("takes a film off the list, and off the plan and the calendar feed, and puts it back when added again", async () => {
    await publishChanged((events) => events);
    const storm = titled(await listed(cookie), "Stormvarsel")!;
    const removed = await account(`/watchlist/${storm.movieId}`, { method: "DELETE", cookie });
    expect(removed.status).toBe(204);
    expect((await listed(cookie)).map((m) => m.title)).toEqual(["Nordlysets datter"]);
    const plan = (await (await account("/plan", { cookie })).json()) as { screenings: { title: string }[] };
    expect(plan.screenings.length).toBeGreaterThan(0);
    expect(plan.screenings.some((s) => /Stormvarsel/.test(s.title))).toBe(false);
    const { url } = (await (await account("/calendar", { method: "POST", cookie })).json()) as { url: string };
    const feed = await (await exports.default.fetch(url.replace(/^webcal:/, "http:"))).text();
    expect(feed).toMatch(/SUMMARY:.*Nordlysets datter/);
    expect(feed).not.toMatch(/SUMMARY:.*Stormvarsel/);

    // "Angre" adds it again: the venue kept it all along, and the list shows it with its next screening.
    const back = await account("/watchlist", { method: "POST", json: { id: storm.movieId }, cookie });
    expect(back.status).toBe(201);
    expect(((await back.json()) as WatchlistMovie).next?.eventId).toBe("nff25-stormvarsel-fredag");
    expect((await listed(cookie)).map((m) => m.title).sort()).toEqual(["Nordlysets datter", "Stormvarsel"]);
  });

  it("keeps a removal across logins, and refuses a removal without a session, from another site or of no film", async () => {
    const storm = titled(await listed(cookie), "Stormvarsel")!;
    expect((await account(`/watchlist/${storm.movieId}`, { method: "DELETE", cookie })).status).toBe(204);
    expect((await listed(await loginDemo())).map((m) => m.title)).toEqual(["Nordlysets datter"]);
    expect((await account(`/watchlist/${storm.movieId}`, { method: "DELETE" })).status).toBe(401);
    expect((await account(`/watchlist/${storm.movieId}`, { method: "DELETE", cookie, headers: { Origin: "https://example.com" } })).status).toBe(403);
    expect((await account("/watchlist/0", { method: "DELETE", cookie })).status).toBe(400);
    expect((await account("/watchlist/stormvarsel", { method: "DELETE", cookie })).status).toBe(400);
    await account("/watchlist", { method: "POST", json: { id: storm.movieId }, cookie });
  });
});
