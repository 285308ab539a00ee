import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { PlanProposal, SavedPlan } from "../../src/shared/plan-api";
import { DEMO, account, loginAs, newVisitor, sandbox } from "../support/account";

/**
 * "Lag planen min" against the sandbox venue and the demo programme at DEMO_NOW (17 September
 * 2025, 12:00), for a visitor with the demo's list and no tickets (plan-tickets.test.ts plans
 * around the demo visitor's). The list holds Nordlysets datter and Stormvarsel: on Friday Nordlysets datter
 * ends 17:56 in Sal 2 and Stormvarsel starts 18:00 in Sal 1, and getting from one sal to the other
 * takes five minutes (the same place's changing time); on Sunday the two overlap outright. So the plan
 * takes Nordlysets datter tonight and Stormvarsel on Friday.
 */
const STORMVARSEL = "97a44087-0d2d-4098-9865-4f8e18e3378d";
const NORDLYS = "451408f8-10e9-45ab-841a-c932592e1123";

describe("the festival plan of the watch list", () => {
  let email: string;
  let cookie: string;
  beforeAll(async () => {
    await sandbox("reset");
    ({ email, cookie } = await newVisitor("Tor", [505, 502]));
  });

  const propose = async (json: unknown) => {
    const response = await account("/plan/proposal", { method: "POST", json, cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as PlanProposal;
  };
  const chosenIds = (plan: PlanProposal) => plan.chosen.map((c) => c.eventId);

  it("asks for a login first", async () => {
    for (const [path, method] of [
      ["/plan/proposal", "POST"],
      ["/plan", "PUT"],
      ["/plan/saved", "GET"],
      ["/plan", "DELETE"],
    ] as const) {
      const response = await account(path, { method, json: method === "GET" || method === "DELETE" ? undefined : {} });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "Du må logge inn først." } });
    }
  });

  it("refuses bodies of the wrong shape with a stable error, and a body too big to read", async () => {
    for (const json of [
      { maxPerDay: "3" },
      { from: "17.09.2025" },
      { keep: "nff25-nordlys-1" },
      { ukjent: true },
      { age: 30 },
      { exclude: Array(61).fill("x") },
    ]) {
      const response = await account("/plan/proposal", { method: "POST", json, cookie });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_fields");
    }
    const huge = await account("/plan/proposal", {
      method: "POST",
      body: JSON.stringify({ exclude: ["x".repeat(20_000)] }),
      headers: { "Content-Type": "application/json" },
      cookie,
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe("too_large");
    expect((await account("/plan/proposal", { method: "POST", body: "{", headers: { "Content-Type": "application/json" }, cookie })).status).toBe(400);
  });

  it("plans the demo list around the time it takes to change sal", async () => {
    const plan = await propose({});
    expect(chosenIds(plan)).toEqual(["nff25-nordlys-1", "nff25-stormvarsel-fredag"]);
    expect(plan.unplaced).toEqual([]);
    const storm = plan.chosen[1]!;
    expect(storm).toMatchObject({
      productionId: STORMVARSEL,
      title: "Stormvarsel",
      place: "havvik-kino",
      venue: "Havvik kino",
      sal: "Sal 1",
      startsAt: "2025-09-19T18:00:00+02:00",
      endsAt: "2025-09-19T19:49:00+02:00",
    });
    expect(storm.ticketUrl).toMatch(/^https:\/\//);
    // The swaps: the other screenings still to come and on sale, never the sold-out ones.
    expect(storm.alternatives.map((a) => a.eventId)).toContain("nff25-stormvarsel-snik");
    expect(storm.alternatives.map((a) => a.eventId)).not.toContain("kino25-kd-stormvarsel");
  });

  it("keeps a swapped screening and plans the rest around it", async () => {
    const plan = await propose({ keep: ["nff25-nordlys-2"] });
    // Nordlysets datter on Friday afternoon leaves no time to reach Sal 1 by 18:00: Saturday's sniktitt instead.
    expect(chosenIds(plan)).toEqual(["nff25-nordlys-2", "nff25-stormvarsel-snik"]);
  });

  it("leaves out a film the visitor left out, and says what a clash is with", async () => {
    const without = await propose({ exclude: [STORMVARSEL] });
    expect(chosenIds(without)).toEqual(["nff25-nordlys-1"]);
    expect(without.unplaced).toEqual([]);
    const sunday = await propose({ from: "2025-09-21", to: "2025-09-21" });
    expect(sunday.chosen).toHaveLength(1);
    const other = sunday.chosen[0]!.productionId === NORDLYS ? "Nordlysets datter" : "Stormvarsel";
    expect(sunday.unplaced).toEqual([expect.objectContaining({ reason: `Alle visningene kolliderer med «${other}»` })]);
    const child = await propose({ age: 9, accessibility: ["audio-description"] });
    expect(child.chosen).toEqual([]);
    expect(child.unplaced.map((u) => u.reason)).toEqual(["Ingen visninger passer filteret", "Ingen visninger passer filteret"]);
    // A browser that asks for English first is told why in English, as the API's other messages.
    const english = await account("/plan/proposal", {
      method: "POST",
      json: { age: 9, accessibility: ["audio-description"] },
      cookie,
      headers: { "Accept-Language": "en-GB,en;q=0.9,nb;q=0.5" },
    });
    expect(((await english.json()) as PlanProposal).unplaced.map((u) => u.reason)).toEqual([
      "No screenings match the filter",
      "No screenings match the filter",
    ]);
  });

  it("saves the plan, which the calendar link then carries; deleting it brings back every screening", async () => {
    const { url } = (await (await account("/calendar", { method: "POST", cookie })).json()) as { url: string };
    const feed = async () => (await (await exports.default.fetch(url.replace(/^webcal:/, "http:"))).text()).match(/^UID:.*$/gm) ?? [];
    const everything = await feed();
    expect(everything.length).toBeGreaterThan(5);

    const bad = await account("/plan", { method: "PUT", json: { eventIds: ["nff25-kystlinjer-3"] }, cookie });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("unknown_screening");
    expect((await account("/plan", { method: "PUT", json: { eventIds: [] }, cookie })).status).toBe(400);

    const plan = await propose({});
    const put = await account("/plan", { method: "PUT", json: { eventIds: chosenIds(plan) }, cookie });
    expect(put.status).toBe(200);
    const saved = (await (await account("/plan/saved", { cookie })).json()) as SavedPlan;
    expect(saved.saved?.eventIds).toEqual(["nff25-nordlys-1", "nff25-stormvarsel-fredag"]);
    expect(await feed()).toEqual(["UID:nff25-nordlys-1@www.nordkystfilm.no", "UID:nff25-stormvarsel-fredag@www.nordkystfilm.no"]);

    expect((await account("/plan", { method: "DELETE", cookie })).status).toBe(204);
    expect(((await (await account("/plan/saved", { cookie })).json()) as SavedPlan).saved).toBeNull();
    expect(await feed()).toEqual(everything);
  });
  it("keeps the saved plan through 'Logg ut overalt': it is the visitor's, not a session's", async () => {
    expect((await account("/plan", { method: "PUT", json: { eventIds: ["nff25-nordlys-1"] }, cookie })).status).toBe(200);
    expect((await account("/logout-everywhere", { method: "POST", cookie })).status).toBeLessThan(300);
    expect((await account("/plan/saved", { cookie })).status).toBe(401);
    cookie = await loginAs(email, DEMO.password);
    expect(((await (await account("/plan/saved", { cookie })).json()) as SavedPlan).saved?.eventIds).toEqual(["nff25-nordlys-1"]);
  });
});
