import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, account, sandbox, sessionCookie } from "../support/account";

describe("new users and password reset", () => {
  beforeAll(async () => {
    await sandbox("reset");
  });

  it("creates a user, logs them in and knows them afterwards", async () => {
    const email = `ny-${crypto.randomUUID().slice(0, 8)}@nordkystfilm.no`;
    const response = await account("/users", { method: "POST", json: { email, password: "nordlys2025", userName: "Nora Nykommer" } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ userName: "Nora Nykommer", email });
    const me = await account("/me", { cookie: sessionCookie(response) });
    expect(await me.json()).toEqual({ userName: "Nora Nykommer", email });
    const again = await account("/login", { method: "POST", json: { email, password: "nordlys2025" } });
    expect(again.status).toBe(200);
  });

  it("says so when the e-mail already has a user", async () => {
    const response = await account("/users", { method: "POST", json: { email: DEMO.email, password: "nordlys2025", userName: "Kopi" } });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("email_taken");
  });

  it("answers a password reset the same for known and unknown e-mails, and the venue sends the mail", async () => {
    const known = await account("/password-reset", { method: "POST", json: { email: DEMO.email } });
    const unknown = await account("/password-reset", { method: "POST", json: { email: "finnes.ikke@nordkystfilm.no" } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.text()).toBe(await unknown.text());
    const outbox = (await (await sandbox(`outbox?email=${encodeURIComponent(DEMO.email)}`, undefined, "GET")).json()) as unknown[];
    expect(outbox.length).toBeGreaterThan(0);
  });
});
