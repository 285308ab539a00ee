import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, account, loginDemo, sandbox, sessionCookie, venueDirect } from "../support/account";

describe("logging in through the edge proxy", () => {
  beforeAll(async () => {
    await sandbox("reset");
  });

  it("answers the visitor's name and e-mail and sets an HttpOnly, Secure, SameSite=Lax session cookie", async () => {
    const response = await account("/login", { method: "POST", json: { email: DEMO.email, password: DEMO.password } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userName: DEMO.userName, email: DEMO.email });
    const header = response.headers.getAll("Set-Cookie").find((h) => h.startsWith("__Host-kinoweb-session=")) ?? "";
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("never shows the venue's tokens to the browser, in the body or in a readable cookie", async () => {
    const venue = await venueDirect("api/LoginDx", { Email: DEMO.email, Password: DEMO.password });
    const { marsToken } = (await venue.json()) as { marsToken: string };
    const venueSession = /VenueSession=([^;]+)/.exec(venue.headers.getAll("Set-Cookie").join("\n"))?.[1] ?? "";
    const response = await account("/login", { method: "POST", json: { email: DEMO.email, password: DEMO.password } });
    const everything = `${await response.text()}\n${[...response.headers].map(([k, v]) => `${k}: ${v}`).join("\n")}`;
    expect(marsToken.length).toBeGreaterThan(8);
    expect(everything).not.toContain(marsToken);
    expect(everything).not.toContain(venueSession);
    expect(everything).not.toContain("VenueSession");
  });

  it("says 'wrong e-mail or password' alike for a wrong password and an unknown user", async () => {
    const wrong = await account("/login", { method: "POST", json: { email: DEMO.email, password: "feil-passord" } });
    const unknown = await account("/login", { method: "POST", json: { email: "ingen@nordkystfilm.no", password: "kinokveld" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const body = await wrong.json();
    expect(body).toEqual(await unknown.json());
    expect(body).toEqual({ error: { code: "invalid_credentials", message: "Feil e-postadresse eller passord." } });
  });

  it("knows the visitor on later calls, and not without or with a forged cookie", async () => {
    const cookie = await loginDemo();
    const me = await account("/me", { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ userName: DEMO.userName, email: DEMO.email });
    expect((await account("/me")).status).toBe(401);
    const forged = cookie.replace(/=(.)/, (_, c: string) => `=${c === "a" ? "b" : "a"}`);
    expect((await account("/me", { cookie: forged })).status).toBe(401);
    expect((await account("/me", { cookie: "__Host-kinoweb-session=not-even-base64!" })).status).toBe(401);
  });

  it("logs out with 204 and a cleared cookie", async () => {
    const cookie = await loginDemo();
    const response = await account("/logout", { method: "POST", cookie });
    expect(response.status).toBe(204);
    const cleared = response.headers.getAll("Set-Cookie").find((h) => h.startsWith("__Host-kinoweb-session=")) ?? "";
    expect(cleared).toMatch(/Max-Age=0/);
    expect(sessionCookie(response)).toBe("__Host-kinoweb-session=");
  });
});
