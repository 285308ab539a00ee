import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { PlanProposal, SavedPlan } from "../../src/shared/plan-api";
import { account, loginDemo, newVisitor, sandbox } from "../support/account";

/**
 * Tickets already bought are fixed points of "Lag planen min" (docs/decisions/023), against the
 * sandbox venue and the demo programme at DEMO_NOW (Wednesday 17 September 2025, 12:00). The demo
 * visitor Ragna lists Stormvarsel and Nordlysets datter, and holds a ticket for Nordlysets datter
 * on the festival's last night (Sunday 19:00–20:56, Sal 1); her other tickets are past (Kystlinjer
 * on Monday, Isen som forsvant this morning) or at the town cinema after the festival (Fiskerens
 * sang in October, Stormvarsel's premiere in November, Måkeøya in December).
 */
const NORDLYS = "451408f8-10e9-45ab-841a-c932592e1123";
const STORMVARSEL = "97a44087-0d2d-4098-9865-4f8e18e3378d";
const SUNDAY_TICKET = "nff25-nordlys-avslutning";
const NOT_FIXED = ["nff25-kystlinjer-apning", "nff25-isen-som-forsvant-1", "kino25-fiskeren-1016", "kino25-stormvarsel-premiere", "kino25-makeoya-1207"];

const propose = async (json: unknown, cookie: string) => {
  const response = await account("/plan/proposal", { method: "POST", json, cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as PlanProposal;
};
const chosenIds = (plan: PlanProposal) => plan.chosen.map((c) => c.eventId);
const ticketIds = (plan: PlanProposal) => plan.chosen.filter((c) => c.ticket).map((c) => c.eventId);

/** The UIDs of a calendar link's feed, fetched as a calendar app does (no cookie). */
async function feedOf(cookie: string): Promise<() => Promise<string[]>> {
  const { url } = (await (await account("/calendar", { method: "POST", cookie })).json()) as { url: string };
  return async () => (await (await exports.default.fetch(url.replace(/^webcal:/, "http:"))).text()).match(/^UID:.*$/gm) ?? [];
}

describe("a plan around the tickets the visitor holds", () => {
  let cookie: string;
  beforeAll(async () => {
    await sandbox("reset");
    cookie = await loginDemo();
  });

  it("keeps Ragna's ticket for Nordlysets datter on Sunday instead of booking the film again on Wednesday", async () => {
    const plan = await propose({}, cookie);
    expect(chosenIds(plan)).toEqual(["nff25-stormvarsel-fredag", SUNDAY_TICKET]);
    expect(ticketIds(plan)).toEqual([SUNDAY_TICKET]);
    expect(plan.unplaced).toEqual([]);
    const sunday = plan.chosen[1]!;
    expect(sunday).toMatchObject({ productionId: NORDLYS, startsAt: "2025-09-21T19:00:00+02:00", sal: "Sal 1", ticket: true, alternatives: [] });
    // Stormvarsel's swaps leave out Sunday's 20:00, which overlaps the ticket.
    const storm = plan.chosen[0]!;
    expect(storm.ticket).toBe(false);
    expect(storm.alternatives.map((a) => a.eventId)).toContain("nff25-stormvarsel-snik");
    expect(storm.alternatives.map((a) => a.eventId)).not.toContain("nff25-stormvarsel-avslutning");
    // Past tickets and the town cinema's after the festival are no part of it.
    for (const id of NOT_FIXED) expect(chosenIds(plan)).not.toContain(id);
  });

  it("keeps the ticket whatever is asked: a swap to the film's other screening, the film left out, other days, «må se»", async () => {
    expect(chosenIds(await propose({ keep: ["nff25-nordlys-1"] }, cookie))).toEqual(["nff25-stormvarsel-fredag", SUNDAY_TICKET]);
    expect(ticketIds(await propose({ exclude: [NORDLYS] }, cookie))).toEqual([SUNDAY_TICKET]);
    expect(chosenIds(await propose({ from: "2025-09-19", to: "2025-09-19" }, cookie))).toEqual(["nff25-stormvarsel-fredag", SUNDAY_TICKET]);
    // On the last night alone, Stormvarsel (20:00, Sal 2) clashes with the ticket, and gives way even as a must-see.
    for (const body of [{}, { mustSee: [STORMVARSEL] }]) {
      const sunday = await propose({ from: "2025-09-21", to: "2025-09-21", ...body }, cookie);
      expect(chosenIds(sunday)).toEqual([SUNDAY_TICKET]);
      expect(sunday.unplaced).toEqual([{ productionId: STORMVARSEL, title: "Stormvarsel", reason: "Alle visningene kolliderer med «Nordlysets datter»" }]);
      // The ticket has no swaps to name other days: the plan names the days it can be widened to.
      expect(sunday.days?.slice(0, 4)).toEqual(["2025-09-17", "2025-09-19", "2025-09-20", "2025-09-21"]);
    }
  });

  it("is not made without the tickets when the venue cannot say which they are", async () => {
    await sandbox("faults", { path: "api/GetTicketsDx", status: 500, times: 1 });
    const response = await account("/plan/proposal", { method: "POST", json: {}, cookie });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("venue_unavailable");
  });

  it("saves the plan with its ticket, and the calendar link carries both", async () => {
    const feed = await feedOf(cookie);
    const plan = await propose({}, cookie);
    expect((await account("/plan", { method: "PUT", json: { eventIds: chosenIds(plan) }, cookie })).status).toBe(200);
    expect(await feed()).toEqual(["UID:nff25-stormvarsel-fredag@www.nordkystfilm.no", `UID:${SUNDAY_TICKET}@www.nordkystfilm.no`]);
    // A ticket outside the festival's days is no screening of the plan.
    const cinema = await account("/plan", { method: "PUT", json: { eventIds: ["kino25-fiskeren-1016"] }, cookie });
    expect(cinema.status).toBe(400);
    expect(((await cinema.json()) as { error: { code: string } }).error.code).toBe("unknown_screening");
  });
});

describe("tickets of films not on the list, cancelled, and after the festival", () => {
  let cookie: string;
  beforeAll(async () => {
    await sandbox("reset");
    // Tor lists Stormvarsel alone, and buys at the box office.
    const tor = await newVisitor("Tor", [505]);
    cookie = tor.cookie;
    const sell = async (movieId: number, startTime: string, expirationDate: string, screen: string) =>
      expect((await sandbox("tickets", { email: tor.email, movieId, startTime, expirationDate, screen })).status).toBe(201);
    // Nordlysets datter on Friday, 16:00–17:56 in Sal 2: Stormvarsel 18:00 in Sal 1 is five minutes' change of sal away.
    await sell(502, "2025-09-19T16:00:00+02:00", "2025-09-19T17:56:00+02:00", "Sal 2");
    // Fiskerens sang on Sunday 13:00: cancelled in the demo programme.
    await sell(503, "2025-09-21T13:00:00+02:00", "2025-09-21T14:18:00+02:00", "Sal 2");
    // Stormvarsel at the town cinema in November: another outing than the festival.
    await sell(505, "2025-11-15T20:30:00+01:00", "2025-11-15T22:19:00+01:00", "Sal 1");
  });

  it("holds the ticket of a film the visitor did not list, plans around it with the walk, and skips a cancelled one", async () => {
    const plan = await propose({}, cookie);
    expect(ticketIds(plan)).toEqual(["nff25-nordlys-2"]);
    // Friday's 18:00 starts four minutes after the ticket ends: Saturday's sniktitt instead.
    expect(chosenIds(plan)).toEqual(["nff25-nordlys-2", "nff25-stormvarsel-snik"]);
    expect(plan.chosen[1]!.alternatives.map((a) => a.eventId)).not.toContain("nff25-stormvarsel-fredag");
    expect(chosenIds(plan)).not.toContain("nff25-fiskeren-4");
    expect(chosenIds(plan)).not.toContain("kino25-stormvarsel-1115");
    expect(plan.unplaced).toEqual([]);
  });

  it("saves the ticket of the film not listed, and the calendar link carries it", async () => {
    const feed = await feedOf(cookie);
    const plan = await propose({}, cookie);
    const put = await account("/plan", { method: "PUT", json: { eventIds: chosenIds(plan) }, cookie });
    expect(put.status, await put.clone().text()).toBe(200);
    expect(((await (await account("/plan/saved", { cookie })).json()) as SavedPlan).saved?.eventIds).toEqual(["nff25-nordlys-2", "nff25-stormvarsel-snik"]);
    expect(await feed()).toEqual(["UID:nff25-nordlys-2@www.nordkystfilm.no", "UID:nff25-stormvarsel-snik@www.nordkystfilm.no"]);
  });
});
