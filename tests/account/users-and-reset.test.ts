import { beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../src/rate-limit/limits";
import { DEMO, account, sandbox, sessionCookie } from "../support/account";

const mailsTo = async (email: string) => ((await (await sandbox(`outbox?email=${encodeURIComponent(email)}`, undefined, "GET")).json()) as unknown[]).length;

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
  it("answers a reset request the same when its limit is reached, and sends no more mails than the limit", async () => {
    const email = `glemt-${crypto.randomUUID().slice(0, 8)}@nordkystfilm.no`;
    expect((await account("/users", { method: "POST", json: { email, password: "nordlys2025", userName: "Glemsk" } })).status).toBe(201);
    const { limit } = LIMITS.passwordReset.email;
    // Strangers from many addresses ask for the visitor's e-mail: every answer alike, the limit silent.
    const answers: Array<{ status: number; body: string }> = [];
    for (let i = 0; i < limit + 3; i++) {
      const response = await account("/password-reset", { method: "POST", json: { email }, ip: `203.0.113.${i + 10}` });
      answers.push({ status: response.status, body: await response.text() });
    }
    expect(answers).toEqual(Array(limit + 3).fill({ status: 202, body: "" }));
    expect(await mailsTo(email), "mails sent").toBe(limit);
  });

  it("caps the mails one address asks for across e-mails, silently", async () => {
    const ip = "198.51.100.78";
    const { limit } = LIMITS.passwordReset.ip;
    const emails = Array.from({ length: limit + 2 }, (_, i) => `adresse-${i}-${crypto.randomUUID().slice(0, 8)}@nordkystfilm.no`);
    for (const email of emails)
      expect((await account("/users", { method: "POST", json: { email, password: "nordlys2025", userName: "Adresse" } })).status).toBe(201);
    const statuses: number[] = [];
    for (const email of emails) statuses.push((await account("/password-reset", { method: "POST", json: { email }, ip })).status);
    expect(statuses).toEqual(Array(limit + 2).fill(202));
    const sent = await Promise.all(emails.map(mailsTo));
    expect(sent).toEqual([...Array(limit).fill(1), 0, 0]);
  });
});
