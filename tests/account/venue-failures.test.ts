import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO, account, countVenueCalls, loginDemo, sandbox, sessionCookie } from "../support/account";

describe("when the venue session or the venue itself fails", () => {
  beforeAll(async () => {
    await sandbox("reset");
  });
  beforeEach(async () => {
    await sandbox("faults", undefined, "DELETE");
  });

  it("renews an expired venue session with the marsToken, retries once and keeps the visitor logged in", async () => {
    const cookie = await loginDemo();
    await sandbox("sessions/expire", { email: DEMO.email });
    const response = await account("/tickets", { cookie });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { tickets: unknown[] }).tickets.length).toBeGreaterThan(0);
    // The renewed venue session is kept on the server: the browser's cookie stays as it was.
    expect(sessionCookie(response)).toBeUndefined();
    const calls = await countVenueCalls({ "api/SwitchTokensDx": {} }, async () => {
      expect((await account("/tickets", { cookie })).status).toBe(200);
    });
    expect(calls["api/SwitchTokensDx"], "the next call uses the renewed session without switching again").toBe(0);
  });

  it("switches tokens once and retries once when the venue answers 401 forever, then ends the session", async () => {
    const cookie = await loginDemo();
    const calls = await countVenueCalls({ "api/GetTicketsDx": { status: 401 }, "api/SwitchTokensDx": {} }, async () => {
      expect((await account("/tickets", { cookie })).status).toBe(401);
    });
    expect(calls).toEqual({ "api/GetTicketsDx": 2, "api/SwitchTokensDx": 1 });
    expect((await account("/me", { cookie })).status).toBe(401);
  });

  it("makes one switch for the watch list and no second one on a 401 after it", async () => {
    const cookie = await loginDemo();
    const calls = await countVenueCalls({ "api/GetWatchlistDx": { status: 401 }, "api/SwitchTokensDx": {} }, async () => {
      expect((await account("/watchlist", { cookie })).status).toBe(401);
    });
    expect(calls).toEqual({ "api/GetWatchlistDx": 1, "api/SwitchTokensDx": 1 });
  });

  it("keeps the visitor logged in when a public call (reviews) answers 401", async () => {
    const cookie = await loginDemo();
    await sandbox("faults", { path: "api/GetReviewsByEdiDx", status: 401, times: 2 });
    const reviews = await account("/movies/10234/reviews", { cookie });
    expect(reviews.status).toBe(200);
    expect(reviews.headers.getAll("Set-Cookie").join()).not.toMatch(/kinoweb-session/);
    expect((await account("/me", { cookie })).status).toBe(200);
  });

  it("ends the session with 401 when the renewal fails too", async () => {
    const cookie = await loginDemo();
    await sandbox("sessions/expire", { email: DEMO.email });
    await sandbox("mars-tokens/expire", { email: DEMO.email });
    const response = await account("/tickets", { cookie });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("session_expired");
    expect(response.headers.getAll("Set-Cookie").join()).toMatch(/__Host-kinoweb-session=;.*Max-Age=0/);
  });

  it("answers 502 with a readable message when the venue fails with 500", async () => {
    const cookie = await loginDemo();
    await sandbox("faults", { path: "api/GetTicketsDx", status: 500, times: 1 });
    const response = await account("/tickets", { cookie });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: { code: "venue_unavailable", message: "Kinoen svarer ikke akkurat nå. Prøv igjen om litt." } });
    expect((await account("/tickets", { cookie })).status).toBe(200);
  });

  it("answers 504 instead of hanging when the venue does not answer in time", async () => {
    const cookie = await loginDemo();
    await sandbox("faults", { path: "api/GetTicketsDx", delayMs: 5000, times: 1 });
    const started = Date.now();
    const response = await account("/tickets", { cookie });
    expect(response.status).toBe(504);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("venue_timeout");
    expect(Date.now() - started).toBeLessThan(4500);
  });
});
