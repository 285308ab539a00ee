import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlanProposal } from "../../src/shared/plan-api";
import worker from "../../src/worker";
import { ORIGIN, newVisitor, randomAddress, sandbox } from "../support/account";

/**
 * "Lag planen min" reads its screenings' live ticket state, and a film left out as sold out comes
 * with its sold-out screenings to wait for ("Si fra om det blir ledig", docs/decisions/045). The
 * sandbox venue plays the runtime events API, as under `npm start`; the visitor lists Stormvarsel
 * and Nordlysets datter and plans Friday 19 September, where Stormvarsel has one screening (18:00).
 */
const live: Env = { ...env, RUNTIME_API_URL: "https://venue.sandbox/runtime/" };
const FRIDAY = { from: "2025-09-19", to: "2025-09-19" };
const STORM_FRIDAY = "nff25-stormvarsel-fredag";

async function propose(cookie: string, json: unknown, bindings: Env = live): Promise<PlanProposal> {
  const ctx = createExecutionContext();
  const headers = { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/json", "CF-Connecting-IP": randomAddress() };
  const response = await worker.fetch(
    new Request(`${ORIGIN}/api/account/plan/proposal`, { method: "POST", headers, body: JSON.stringify(json) }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(200);
  return (await response.json()) as PlanProposal;
}

const setSoldOut = async (eventId: string, soldOut: boolean) => expect((await sandbox("availability", { eventId, soldOut })).status).toBe(200);

describe("a sold-out film in the plan", () => {
  let cookie: string;
  beforeAll(async () => {
    await sandbox("reset");
    ({ cookie } = await newVisitor("Siri", [505, 502]));
    // Sold out at the box office before the plan is asked for: the page data still says on sale.
    await setSoldOut(STORM_FRIDAY, true);
  });
  afterAll(async () => {
    await setSoldOut(STORM_FRIDAY, false);
  });

  it("is left out as 'Utsolgt' with its sold-out screening to wait for, when the runtime API says it sold out", async () => {
    const plan = await propose(cookie, FRIDAY);
    expect(plan.chosen.map((c) => c.eventId)).toEqual(["nff25-nordlys-2"]);
    expect(plan.unplaced).toEqual([
      {
        productionId: "97a44087-0d2d-4098-9865-4f8e18e3378d",
        title: "Stormvarsel",
        reason: "Utsolgt",
        soldOut: [{ eventId: STORM_FRIDAY, startsAt: "2025-09-19T18:00:00+02:00", venue: "Havvik kino" }],
      },
    ]);
  });

  it("offers nothing to wait for when a film is left out for another reason", async () => {
    // Sunday: Nordlysets datter and Stormvarsel overlap, so one of them clashes.
    const plan = await propose(cookie, { from: "2025-09-21", to: "2025-09-21" });
    expect(plan.unplaced).toHaveLength(1);
    expect(plan.unplaced[0]?.reason).toMatch(/^Alle visningene kolliderer med/);
    expect(plan.unplaced[0]).not.toHaveProperty("soldOut");
  });

  it("offers the screening the programme itself lists as sold out", async () => {
    // Saturday 25 October, the cinema's film club: Stormvarsel at 21:00 is sold out in the demo programme.
    const plan = await propose(cookie, { from: "2025-10-25", to: "2025-10-25" });
    expect(plan.unplaced.find((u) => u.title === "Stormvarsel")?.soldOut?.map((s) => s.eventId)).toEqual(["kino25-kd-stormvarsel"]);
  });
});
