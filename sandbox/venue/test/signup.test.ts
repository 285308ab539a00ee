import { describe, expect, it } from "vitest";
import { call, DEMO, login, sessionCookie } from "./venue";

describe("CreateUserDx", () => {
  it("creates a user who is signed in at once and can log in later", async () => {
    const response = await call("/api/CreateUserDx", {
      body: { Email: "Ny.Bruker@example.no", Password: "hemmelig-1", UserName: "Ny Bruker" },
    });
    expect(response.status).toBe(200);
    const body = await response.json<{ Token: string }>();
    expect(body).toEqual({ Token: expect.any(String), UserName: "Ny Bruker", ContactEmail: "ny.bruker@example.no" });
    const session = sessionCookie(response);
    expect((await call("/api/GetTicketsDx", { session })).status).toBe(200);
    expect(await (await call("/api/GetTicketsDx", { session })).json()).toEqual([]);

    // The Token is a marsToken: it renews a session.
    expect((await call("/api/SwitchTokensDx", { method: "POST", headers: { "X-Token": body.Token } })).status).toBe(200);
    await expect(login("ny.bruker@example.no", "hemmelig-1")).resolves.toMatchObject({ session: expect.any(String) });
  });

  it("answers 409 for an e-mail that is taken, in any case", async () => {
    const response = await call("/api/CreateUserDx", {
      body: { Email: DEMO.email.toUpperCase(), Password: "noe-annet", UserName: "Kopi" },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ Message: expect.any(String) });
  });

  it("answers 400 for a body it cannot use", async () => {
    const bad = [
      { Email: "ikke-en-adresse", Password: "hemmelig-1", UserName: "X" },
      { Email: "kort@example.no", Password: "kort", UserName: "X" },
      { Email: "navnlos@example.no", Password: "hemmelig-1", UserName: "  " },
      { Email: "mangler@example.no" },
    ];
    for (const body of bad) expect((await call("/api/CreateUserDx", { body })).status, JSON.stringify(body)).toBe(400);
  });
});

describe("ForgotPasswordDx", () => {
  it("answers an empty 200 and puts a reset mail in the outbox for a known user", async () => {
    const response = await call("/api/ForgotPasswordDx", { body: { Email: DEMO.email } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
    const outbox = await (await call(`/__sandbox/outbox?email=${encodeURIComponent(DEMO.email)}`)).json<{ to: string; subject: string; body: string }[]>();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: DEMO.email, subject: expect.any(String) });
    expect(outbox[0]?.body).toMatch(/https:\/\/\S+\?token=[\w-]{43}/);
  });

  it("answers the same empty 200 for an unknown e-mail and sends nothing", async () => {
    const response = await call("/api/ForgotPasswordDx", { body: { Email: "ukjent@example.no" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
    expect(await (await call("/__sandbox/outbox?email=ukjent@example.no")).json()).toEqual([]);
  });

  it("answers 400 without an Email", async () => {
    expect((await call("/api/ForgotPasswordDx", { body: {} })).status).toBe(400);
  });
});
