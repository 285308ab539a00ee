import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Ballot, FilmResult } from "../../src/shared/vote-api";
import worker from "../../src/worker";
import { account, loginDemo, sandbox } from "../support/account";

// Publikumsprisen against the real sandbox venue and the real Durable Object. The site's clock is
// DEMO_NOW, 2025-09-17 12:00 in Oslo; the demo visitor's tickets (sandbox/venue/scripts/seed-data.mjs):
const ISEN = { screeningId: "nff25-isen-som-forsvant-1", qrCode: "NFF25-1SEN-0917" }; // 17 Sep 10:00: open
const KYSTLINJER = { screeningId: "nff25-kystlinjer-apning", qrCode: "NFF25-7F3K-0042" }; // 15 Sep: closed 16 Sep 12:00
const NORDLYS = { screeningId: "nff25-nordlys-avslutning", qrCode: "NFF25-Q9HD-0117" }; // 21 Sep: not yet
const FISKEREN = { screeningId: "kino25-fiskeren-1016", qrCode: "KINO25-F1SK-1016" }; // the cinema, not the festival

const TOKEN = "votes-token-for-tests-0123456789abcdef";

async function vote(body: unknown, cookie?: string): Promise<{ status: number; json: { error?: { code: string; message: string } } & Partial<Ballot> }> {
  const response = await account("/votes", { method: "POST", json: body, cookie });
  return { status: response.status, json: (await response.json()) as { error?: { code: string; message: string } } & Partial<Ballot> };
}

async function adminVotes(): Promise<{ status: number; json: { totalVotes: number; minVotes: number; films: FilmResult[]; ranked: FilmResult[] } }> {
  const ctx = createExecutionContext();
  const request = new Request("http://localhost/api/admin/votes", { headers: { Authorization: `Bearer ${TOKEN}` } });
  const response = await worker.fetch(request, { ...env, ADMIN_TOKEN: TOKEN } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, json: (await response.json()) as never };
}

describe("Publikumsprisen: votes", () => {
  let cookie: string;
  beforeAll(async () => {
    await sandbox("reset");
    cookie = await loginDemo();
  });

  it("lists the visitor's festival tickets as ballots, open only from the start until noon the next day", async () => {
    const response = await account("/ballots", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const { ballots } = (await response.json()) as { ballots: Ballot[] };
    const state = Object.fromEntries(ballots.map((b) => [b.qrCode, b.state]));
    expect(state).toEqual({ [KYSTLINJER.qrCode]: "closed", [ISEN.qrCode]: "open", [NORDLYS.qrCode]: "not-yet" });
    const isen = ballots.find((b) => b.qrCode === ISEN.qrCode)!;
    expect(isen.title).toBe("Isen som forsvant");
    expect(new Date(isen.closesAt).toISOString()).toBe("2025-09-18T10:00:00.000Z");
  });

  it("refuses without a login (401)", async () => {
    expect((await vote({ ...ISEN, die: 5 })).status).toBe(401);
    expect((await account("/ballots")).status).toBe(401);
  });

  it("refuses a bad body: a die outside 1-6, a missing field, not JSON, too large", async () => {
    for (const body of [
      { ...ISEN, die: 7 },
      { ...ISEN, die: 0 },
      { ...ISEN, die: 4.5 },
      { qrCode: ISEN.qrCode, die: 4 },
      { ...ISEN, die: "6" },
    ]) {
      const { status, json } = await vote(body, cookie);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(json.error?.code).toBe("invalid_fields");
    }
    expect((await vote({ ...ISEN, die: 7 }, cookie)).json.error?.message).toBe("Velg et terningkast fra 1 til 6.");
    const notJson = await account("/votes", { method: "POST", body: "die=6", cookie, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(notJson.status).toBe(415);
    const huge = await account("/votes", {
      method: "POST",
      body: JSON.stringify({ ...ISEN, die: 6, pad: "x".repeat(5000) }),
      cookie,
      headers: { "Content-Type": "application/json" },
    });
    expect(huge.status).toBe(413);
  });

  it("refuses a vote from another site (403)", async () => {
    const response = await account("/votes", { method: "POST", json: { ...ISEN, die: 6 }, cookie, headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
  });

  it("refuses a screening that does not exist, and one that is not the festival's", async () => {
    expect((await vote({ screeningId: "nff25-finnes-ikke", qrCode: ISEN.qrCode, die: 6 }, cookie)).json.error?.code).toBe("unknown_screening");
    const cinema = await vote({ ...FISKEREN, die: 6 }, cookie);
    expect(cinema.status).toBe(422);
    expect(cinema.json.error?.code).toBe("not_festival");
  });

  it("refuses a screening the visitor has no ticket to, and a ticket of another screening", async () => {
    const noTicket = await vote({ screeningId: "nff25-nunani-3", qrCode: ISEN.qrCode, die: 6 }, cookie);
    expect(noTicket.status).toBe(403);
    expect(noTicket.json.error).toEqual({ code: "no_ticket", message: "Du har ingen billett til denne visningen, så du kan ikke stemme på den." });
    // Someone else's ticket code, named by a visitor who does not hold it.
    expect((await vote({ screeningId: ISEN.screeningId, qrCode: "KINO25-K7ST-1002", die: 6 }, cookie)).json.error?.code).toBe("no_ticket");
  });

  it("refuses before the screening starts and after noon the next day", async () => {
    const early = await vote({ ...NORDLYS, die: 6 }, cookie);
    expect(early.status).toBe(409);
    expect(early.json.error?.code).toBe("not_open");
    expect(early.json.error?.message).toMatch(/21\. september kl\. 19:00/);
    const late = await vote({ ...KYSTLINJER, die: 6 }, cookie);
    expect(late.status).toBe(409);
    expect(late.json.error?.code).toBe("closed");
    expect(late.json.error?.message).toMatch(/16\. september kl\. 12:00/);
  });

  it("counts one terningkast per ticket and refuses the second", async () => {
    const first = await vote({ ...ISEN, die: 5 }, cookie);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ qrCode: ISEN.qrCode, screeningId: ISEN.screeningId, state: "voted", die: 5 });
    const second = await vote({ ...ISEN, die: 1 }, cookie);
    expect(second.status).toBe(409);
    expect(second.json.error?.code).toBe("already_voted");
    expect(second.json.error?.message).toMatch(/terningkast 5/);
    // A new session (another phone) holds the same ticket, and the same one vote.
    const again = await vote({ ...ISEN, die: 6 }, await loginDemo());
    expect(again.json.error?.code).toBe("already_voted");
    const { ballots } = (await (await account("/ballots", { cookie })).json()) as { ballots: Ballot[] };
    expect(ballots.find((b) => b.qrCode === ISEN.qrCode)).toMatchObject({ state: "voted", die: 5 });
  });

  it("shows editors the results per film behind the admin token", async () => {
    const { status, json } = await adminVotes();
    expect(status).toBe(200);
    expect(json.totalVotes).toBe(1);
    expect(json.films).toEqual([{ film: expect.any(String), title: "Isen som forsvant", count: 1, average: 5, distribution: [0, 0, 0, 0, 1, 0] }]);
    // One vote is below the minimum a film needs to be ranked.
    expect(json.minVotes).toBe(10);
    expect(json.ranked).toEqual([]);
    const ctx = createExecutionContext();
    const anonymous = await worker.fetch(new Request("http://localhost/api/admin/votes"), { ...env, ADMIN_TOKEN: TOKEN } as Env, ctx);
    expect(anonymous.status).toBe(401);
  });

  it("limits how often one visitor may vote (429 with Retry-After)", async () => {
    let last: Response | undefined;
    for (let i = 0; i < 31; i++) last = await account("/votes", { method: "POST", json: { screeningId: "nff25-finnes-ikke", qrCode: "X", die: 3 }, cookie });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
