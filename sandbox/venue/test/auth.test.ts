import { describe, expect, it } from "vitest";
import { call, control, DEMO, login, sessionCookie } from "./venue";

describe("LoginDx", () => {
  it("answers the marsToken, the user's name and e-mail, and sets a short session cookie", async () => {
    const response = await call("/api/LoginDx", { body: { Email: DEMO.email, Password: DEMO.password } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ marsToken: expect.any(String), UserName: DEMO.userName, UserInfo: DEMO.email });
    const cookie = response.headers.getAll("Set-Cookie").find((c) => c.startsWith("VenueSession="));
    expect(cookie).toMatch(/^VenueSession=[\w-]{43}; Path=\/; HttpOnly$/);
  });

  it("takes the e-mail in any case and with spaces around it", async () => {
    const response = await call("/api/LoginDx", { body: { Email: " Demo@NordkystFilm.no ", Password: DEMO.password } });
    expect(response.status).toBe(200);
  });

  it("answers 401 with a Message for a wrong password and for an unknown user alike", async () => {
    const wrong = await call("/api/LoginDx", { body: { Email: DEMO.email, Password: "feil-passord" } });
    const unknown = await call("/api/LoginDx", { body: { Email: "ingen@example.no", Password: DEMO.password } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const messages = [await wrong.json(), await unknown.json()];
    expect(messages[0]).toEqual({ Message: expect.any(String) });
    expect(messages[1]).toEqual(messages[0]);
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it("answers 400 for a body that is not JSON or lacks a field", async () => {
    const notJson = await call("/api/LoginDx", { rawBody: "{Email:" });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ Message: expect.stringContaining("JSON") });
    const missing = await call("/api/LoginDx", { body: { Email: DEMO.email } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ Message: expect.stringContaining("Password") });
  });

  it("accepts the partner segment /118 and /178 in front of the call", async () => {
    for (const partner of ["118", "178"]) {
      const response = await call(`/${partner}/api/LoginDx`, { body: { Email: DEMO.email, Password: DEMO.password } });
      expect(response.status, partner).toBe(200);
    }
  });
});

describe("an expired session", () => {
  it("answers 401; SwitchTokensDx with the marsToken sets a new cookie and the call works again", async () => {
    const { session, marsToken } = await login();
    expect((await call("/api/GetTicketsDx?skip=0&take=10", { session })).status).toBe(200);

    expect(await (await control("sessions/expire", { email: DEMO.email })).json()).toEqual({ expired: expect.any(Number) });
    const expired = await call("/api/GetTicketsDx?skip=0&take=10", { session });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ Message: expect.any(String) });

    const switched = await call("/api/SwitchTokensDx", { method: "POST", headers: { "X-Token": marsToken } });
    expect(switched.status).toBe(200);
    expect(await switched.text()).toBe("");
    const renewed = sessionCookie(switched);
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(session);

    expect((await call("/api/GetTicketsDx?skip=0&take=10", { session: renewed })).status).toBe(200);
  });

  it("cannot be renewed with an expired, unknown or missing marsToken", async () => {
    const { marsToken } = await login();
    await control("mars-tokens/expire", { email: DEMO.email });
    for (const headers of [{ "X-Token": marsToken }, { "X-Token": "ukjent" }, undefined]) {
      const response = await call("/api/SwitchTokensDx", { method: "POST", headers });
      expect(response.status).toBe(401);
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it("expiring with an empty body ends every user's session", async () => {
    const demo = await login();
    const other = await login("ola.nordmann@example.no", "anmelder");
    await control("sessions/expire");
    expect((await call("/api/GetTicketsDx", { session: demo.session })).status).toBe(401);
    expect((await call("/api/GetWatchlistDx", { session: other.session })).status).toBe(401);
  });
});

describe("calls that need a user", () => {
  it("answer 401 without a cookie and with an unknown one", async () => {
    for (const path of ["/api/GetTicketsDx?skip=0&take=10", "/api/GetWatchlistDx?skip=0&take=10"]) {
      expect((await call(path)).status, path).toBe(401);
      expect((await call(path, { session: "gammel" })).status, path).toBe(401);
    }
    expect((await call("/api/AddToWatchlistDx", { body: { id: 501 } })).status).toBe(401);
  });
});
