import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO, account, loginDemo, sandbox, sessionCookie } from "../support/account";

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
    const renewed = sessionCookie(response);
    expect(renewed, "the renewed venue session is written back into the cookie").toBeDefined();
    expect(renewed).not.toBe(cookie);
    expect((await account("/tickets", { cookie: renewed })).status).toBe(200);
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
