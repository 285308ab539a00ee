import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { PushPayload } from "../../src/push/push-message";
import { pushCall, received, site, siteKey, stubSubscription } from "./support/push-site";

/** A film no other push test follows: "Alt vi ikke sa", so its test message reaches only this file's subscriptions. */
const FILM = { id: "a337c0d0-bcb0-4946-8930-36d4e39b61ef", path: "/alt-vi-ikke-sa-DXM10449" };
const TOKEN = "push-test-admin-token-0123456789abcdef";

/** POST /api/admin/push/test as an operator (or a developer at their terminal) sends it. */
const testSend = (body: unknown, token = TOKEN) =>
  site(
    "/api/admin/push/test",
    { method: "POST", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: JSON.stringify(body) },
    { ...env, ADMIN_TOKEN: TOKEN } as Env,
  );

describe("Varsle meg: an operator's test message", () => {
  it("goes now to the film's subscribers, each in its language, and answers what each push service said", async () => {
    const key = await siteKey();
    const nb = await stubSubscription(key);
    const en = await stubSubscription(key);
    expect((await pushCall("POST", { productionId: FILM.id, subscription: nb.subscription, topics: ["screenings"], locale: "nb" })).status).toBe(201);
    expect((await pushCall("POST", { productionId: FILM.id, subscription: en.subscription, topics: ["screenings"], locale: "en" })).status).toBe(201);

    const response = await testSend({ path: FILM.path });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      film: "Alt vi ikke sa",
      productionId: FILM.id,
      answers: [
        { service: "push.stub.test", status: 201 },
        { service: "push.stub.test", status: 201 },
      ],
    });
    const [told] = await received(nb.id);
    expect(told?.error).toBeUndefined();
    expect((JSON.parse(told?.text ?? "null") as PushPayload).body).toBe("Prøvevarsel: slik ser et varsel om «Alt vi ikke sa» ut.");
    const [toldEn] = await received(en.id);
    expect((JSON.parse(toldEn?.text ?? "null") as PushPayload).body).toBe("A test: this is how a notification about “All We Didn't Say” looks.");
  });

  it("needs the admin token and a film page", async () => {
    expect((await testSend({ path: FILM.path }, "wrong-token-0123456789abcdef0123456789")).status).toBe(401);
    expect((await testSend({ path: "/billettinfo" })).status).toBe(404);
    expect((await testSend({ film: FILM.path })).status).toBe(400);
  });
});
