import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { PUSH_LIMITS } from "../../src/push/push-limits";
import { CAPPED, FILM, HELD, pushCall, pushPost, pushStore as store, site, siteKey, stubSubscription } from "./support/push-site";

// What /api/push refuses, and the caps that hold (the sending side: push-notifications.test.ts).

let key = "";
beforeAll(async () => {
  key = await siteKey();
});

describe("Varsle meg: what the API refuses", () => {
  const good = async () => (await stubSubscription(key)).subscription;

  it.each([
    ["an endpoint that is not https", (s: Awaited<ReturnType<typeof good>>) => ({ ...s, endpoint: s.endpoint.replace("https:", "http:") })],
    ["a p256dh key of the wrong length", (s: Awaited<ReturnType<typeof good>>) => ({ ...s, keys: { ...s.keys, p256dh: s.keys.p256dh.slice(4) } })],
    ["an auth secret that is not base64url", (s: Awaited<ReturnType<typeof good>>) => ({ ...s, keys: { ...s.keys, auth: "!".repeat(22) } })],
    ["a push service no browser uses", (s: Awaited<ReturnType<typeof good>>) => ({ ...s, endpoint: "https://example.com/push/1" })],
  ])("answers 400 JSON to %s", async (_name, spoil) => {
    const response = await pushCall("POST", { productionId: FILM.makeoya, subscription: spoil(await good()) });
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(((await response.json()) as { error: { code: string } }).error.code).toMatch(/^(invalid_fields|unknown_push_service)$/);
  });

  it.each([
    ["another port", (endpoint: string) => endpoint.replace(/^https:\/\/([^/]+)/, "https://$1:8443")],
    ["a user part", (endpoint: string) => endpoint.replace("https://", "https://bruker@")],
    ["a user and password", (endpoint: string) => endpoint.replace("https://", "https://bruker:hemmelig@")],
  ])("answers 400 JSON naming the endpoint to an endpoint with %s", async (_name, spoil) => {
    const subscription = await good();
    const response = await pushCall("POST", { productionId: FILM.makeoya, subscription: { ...subscription, endpoint: spoil(subscription.endpoint) } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("invalid_fields");
    expect(body.error.message).toMatch(/varslingstjenesten/);
  });

  it("takes the default port written out: it is the same address", async () => {
    const subscription = await good();
    const endpoint = subscription.endpoint.replace(/^https:\/\/([^/]+)/, "https://$1:443");
    const response = await pushCall("POST", { productionId: FILM.makeoya, subscription: { ...subscription, endpoint } });
    expect(response.status).toBe(201);
  });

  it("answers 400 JSON to a body that is not JSON, and 413 to a body over 4 KB", async () => {
    const broken = await site("/api/push/subscriptions", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: "bad_json" } });
    const huge = await pushCall("POST", { productionId: FILM.makeoya, subscription: await good(), padding: "x".repeat(PUSH_LIMITS.bodyBytes) });
    expect(huge.status).toBe(413);
  });

  it("refuses a subscription from another site's page", async () => {
    const response = await site("/api/push/subscriptions", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify({ productionId: FILM.makeoya, subscription: await good() }),
    });
    expect(response.status).toBe(403);
  });

  it("answers 404 for a film the content does not have", async () => {
    const response = await pushCall("POST", { productionId: "no-such-film", subscription: await good() });
    expect(response.status).toBe(404);
  });

  it("lets one browser follow at most its cap of films", async () => {
    const subscription = await good();
    // The cap filled straight in the store (the demo content has fewer films than the cap).
    await runInDurableObject(store(), (_instance, state) => {
      for (let n = 0; n < PUSH_LIMITS.perEndpoint; n++) {
        state.storage.sql.exec(
          "INSERT INTO subscription VALUES (?, ?, ?, ?, '[\"screenings\"]', 'nb', 0)",
          `film-${n}`,
          subscription.endpoint,
          subscription.keys.p256dh,
          subscription.keys.auth,
        );
      }
    });
    const response = await pushCall("POST", { productionId: FILM.makeoya, subscription });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: "endpoint_full" } });
  });

  it("takes at most its cap of subscriptions per film", async () => {
    await runInDurableObject(store(), (_instance, state) => {
      for (let n = 0; n < PUSH_LIMITS.perProduction; n++) {
        state.storage.sql.exec(
          "INSERT INTO subscription VALUES (?, ?, 'k', 'a', '[\"screenings\"]', 'nb', 0)",
          CAPPED.perProduction,
          `https://push.stub.test/push/filler-${n}`,
        );
      }
    });
    const response = await pushCall("POST", { productionId: CAPPED.perProduction, subscription: await good() });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: "production_full" } });
  });

  it("takes at most its cap of subscriptions from one address in an hour, and says when to try again", async () => {
    const { limit } = PUSH_LIMITS.subscribesPerIp;
    const ip = "203.0.113.7";
    for (let n = 0; n < limit; n++) {
      const sub = await good();
      expect((await pushCall("POST", { productionId: CAPPED.perIp, subscription: sub }, ip)).status).toBe(201);
    }
    const refused = await pushCall("POST", { productionId: CAPPED.perIp, subscription: await good() }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
  });

  it("has nothing to give when push is not configured", async () => {
    const { VAPID_PUBLIC_KEY: _p, VAPID_PRIVATE_KEY: _k, ...off } = env as Env & { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string };
    const response = await site("/api/push/key", {}, off as Env);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "push_off" } });
  });
});

describe("Varsle meg: only the holder of a subscription changes it", () => {
  type Sub = Awaited<ReturnType<typeof stubSubscription>>["subscription"];
  const expectJsonError = async (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ error: { code } });
  };
  const status = async (productionId: string, endpoint: string, auth: string) =>
    ((await (await pushPost("status", { productionId, endpoint, auth })).json()) as { subscribed: boolean }).subscribed;
  let victim: Sub;
  let attacker: Sub;

  beforeAll(async () => {
    victim = (await stubSubscription(key)).subscription;
    attacker = (await stubSubscription(key)).subscription;
    for (const productionId of [HELD.first, HELD.second]) expect((await pushCall("POST", { productionId, subscription: victim })).status).toBe(201);
    // The attacker follows the same film with a subscription of their own: that is allowed.
    expect((await pushCall("POST", { productionId: HELD.first, subscription: attacker })).status).toBe(201);
  });

  it("refuses to move the attacker's subscription onto the victim's endpoint (403), and the victim still follows both films", async () => {
    const takeover = await pushPost("move", {
      oldEndpoint: attacker.endpoint,
      oldAuth: attacker.keys.auth,
      subscription: { ...attacker, endpoint: victim.endpoint },
    });
    await expectJsonError(takeover, 403, "not_holder");
    expect(await status(HELD.first, victim.endpoint, victim.keys.auth)).toBe(true);
    expect(await status(HELD.second, victim.endpoint, victim.keys.auth)).toBe(true);
    // What the store keeps for the victim's endpoint is still the victim's keys.
    await runInDurableObject(store(), (_instance, state) => {
      const rows = state.storage.sql.exec<{ auth: string }>("SELECT auth FROM subscription WHERE endpoint = ?", victim.endpoint).toArray();
      expect(rows.map((r) => r.auth)).toEqual([victim.keys.auth, victim.keys.auth]);
    });
  });

  it("moves nothing of the victim's with their endpoint and a secret that is not theirs (404)", async () => {
    const stolen = await pushPost("move", { oldEndpoint: victim.endpoint, oldAuth: attacker.keys.auth, subscription: attacker });
    await expectJsonError(stolen, 404, "not_subscribed");
    expect(await status(HELD.first, victim.endpoint, victim.keys.auth)).toBe(true);
  });

  it("cancels nothing with the endpoint alone (404, as for an endpoint nobody has), and tells nothing", async () => {
    const cancel = await pushCall("DELETE", { productionId: HELD.first, endpoint: victim.endpoint, auth: attacker.keys.auth });
    await expectJsonError(cancel, 404, "not_subscribed");
    const nobody = await pushCall("DELETE", { productionId: HELD.first, endpoint: `${victim.endpoint}-nobody`, auth: attacker.keys.auth });
    await expectJsonError(nobody, 404, "not_subscribed");
    expect(await status(HELD.first, victim.endpoint, attacker.keys.auth)).toBe(false);
    expect(await status(HELD.first, victim.endpoint, victim.keys.auth)).toBe(true);
  });

  it("lets the holder move and stop their own subscription", async () => {
    const renewed = (await stubSubscription(key)).subscription;
    const moved = await pushPost("move", { oldEndpoint: victim.endpoint, oldAuth: victim.keys.auth, subscription: renewed });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toEqual({ moved: 2, seats: 0 });
    expect(await status(HELD.second, renewed.endpoint, renewed.keys.auth)).toBe(true);
    expect(await status(HELD.second, victim.endpoint, victim.keys.auth)).toBe(false);
    const stopped = await pushCall("DELETE", { productionId: HELD.second, endpoint: renewed.endpoint, auth: renewed.keys.auth });
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ subscribed: false, removed: true });
    expect(await status(HELD.second, renewed.endpoint, renewed.keys.auth)).toBe(false);
    expect(await status(HELD.first, renewed.endpoint, renewed.keys.auth)).toBe(true);
  });
});
