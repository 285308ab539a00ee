import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { FestivalEvent } from "../../src/content/event";
import type { PushPayload } from "../../src/push/push-message";
import { PUSH_LIMITS } from "../../src/push/push-limits";
import { FILM, cron, makeGone, publishScreenings, pushCall, pushStore as store, received, site, siteKey, stubSubscription } from "./support/push-site";

/** The demo content with one more screening of a film, on a Saturday evening of the festival week. */
function withNewScreening(productionId: string, id: string) {
  return (events: FestivalEvent[]) => {
    const model = events.find((e) => e.production.id === productionId);
    if (!model) throw new Error(`no screening of ${productionId}`);
    const extra: FestivalEvent = { ...model, id, startsAt: "2025-09-20T21:30:00+02:00", soldOut: false, cancelled: false, saleStartsAt: undefined };
    return [...events, extra];
  };
}

/** What a notification says, as the service worker would read it. */
const payloadOf = (text: string | undefined): PushPayload => JSON.parse(text ?? "null") as PushPayload;

let key = "";
beforeAll(async () => {
  key = await siteKey();
});

describe("Varsle meg: the push service's side", () => {
  it("gives the page the VAPID public key to subscribe with", async () => {
    const response = await site("/api/push/key");
    expect(response.status).toBe(200);
    expect(key).toBe((env as Env & { VAPID_PUBLIC_KEY?: string }).VAPID_PUBLIC_KEY);
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it("tells a subscriber of a film about its new screening, encrypted for them and signed with VAPID", async () => {
    const { id, subscription } = await stubSubscription(key);
    const answer = await pushCall("POST", { productionId: FILM.makeoya, subscription, topics: ["screenings", "sale"] });
    expect(answer.status).toBe(201);
    // Nothing is news to a new subscriber until the programme changes.
    await cron();
    expect(await received(id)).toEqual([]);

    await publishScreenings(withNewScreening(FILM.makeoya, "push-makeoya-extra"));
    await cron();
    const messages = await received(id);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message?.error).toBeUndefined();
    expect(message).toMatchObject({ encoding: "aes128gcm", ttl: "86400", urgency: "normal" });
    const payload = payloadOf(message?.text);
    expect(payload.body).toBe("«Måkeøya» har fått nye visninger: lør. 20. sep. kl. 21:30");
    expect(payload).toMatchObject({ title: "Måkeøya", url: "/makeoya-DXM10302", stopLabel: "Slutt å varsle", productionId: FILM.makeoya });

    // Told once: the next run has no news.
    await cron();
    expect(await received(id)).toHaveLength(1);
  });

  it("tells a subscriber when the ticket sale of a film opens, in the language they subscribed in", async () => {
    const { id, subscription } = await stubSubscription(key);
    expect((await pushCall("POST", { productionId: FILM.nordlys, subscription, topics: ["sale"], locale: "en" })).status).toBe(201);
    // The sale of the BUFF screening starts on 24 September; the editors bring it forward to yesterday.
    await publishScreenings((events) => events.map((e) => (e.id === "buff25-nordlys-1" ? { ...e, saleStartsAt: "2025-09-16T10:00:00+02:00" } : e)));
    await cron();
    const messages = await received(id);
    expect(messages.map((m) => m.error)).toEqual([undefined]);
    expect(payloadOf(messages[0]?.text)).toMatchObject({
      body: "Tickets for “Daughter of the Northern Lights” are on sale",
      title: "Daughter of the Northern Lights",
      stopLabel: "Stop notifying",
    });
  });

  it("forgets a subscription the push service answers 410 Gone for, and sends it nothing more", async () => {
    const { id, subscription } = await stubSubscription(key);
    expect((await pushCall("POST", { productionId: FILM.fiskeren, subscription })).status).toBe(201);
    await makeGone(id);
    await publishScreenings(withNewScreening(FILM.fiskeren, "push-fiskeren-extra-1"));
    await cron();
    expect(await store().countFor(FILM.fiskeren)).toBe(0);
    await publishScreenings(withNewScreening(FILM.fiskeren, "push-fiskeren-extra-2"));
    await cron();
    // One message was sent and answered 410; after that, none.
    expect((await received(id)).map((m) => m.gone)).toEqual([true]);
  });

  it("forgets a subscription whose key is no point on the curve, and still tells the others", async () => {
    const { id, subscription } = await stubSubscription(key);
    expect((await pushCall("POST", { productionId: FILM.fiskeren, subscription })).status).toBe(201);
    // Base64url of the right length passes the API; no message can be encrypted for it.
    const notAPoint = Buffer.from([4, ...new Array<number>(64).fill(0)]).toString("base64url");
    await runInDurableObject(store(), (_instance, state) => {
      state.storage.sql.exec(
        "INSERT INTO subscription VALUES (?, 'https://push.stub.test/push/not-a-point', ?, ?, '[\"screenings\"]', 'nb', 0)",
        FILM.fiskeren,
        notAPoint,
        subscription.keys.auth,
      );
    });
    await publishScreenings(withNewScreening(FILM.fiskeren, "push-fiskeren-extra-3"));
    await cron();
    expect((await received(id)).map((m) => m.error)).toEqual([undefined]);
    expect(await store().countFor(FILM.fiskeren)).toBe(1);
  });

  it("unsubscribes only with the subscription's own auth secret, and then sends nothing", async () => {
    const { id, subscription } = await stubSubscription(key);
    expect((await pushCall("POST", { productionId: FILM.kystlinjer, subscription })).status).toBe(201);
    const other = (await stubSubscription(key)).subscription.keys.auth;
    const wrong = await pushCall("DELETE", { productionId: FILM.kystlinjer, endpoint: subscription.endpoint, auth: other });
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toMatchObject({ error: { code: "not_subscribed" } });
    expect(await store().countFor(FILM.kystlinjer)).toBe(1);

    const right = await pushCall("DELETE", { productionId: FILM.kystlinjer, endpoint: subscription.endpoint, auth: subscription.keys.auth });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ subscribed: false, removed: true });
    await publishScreenings(withNewScreening(FILM.kystlinjer, "push-kystlinjer-extra"));
    await cron();
    expect(await received(id)).toEqual([]);
  });

  it("carries the films a browser follows over to the subscription that replaced its old one", async () => {
    const before = await stubSubscription(key);
    const after = await stubSubscription(key);
    expect((await pushCall("POST", { productionId: FILM.kystlinjer, subscription: before.subscription })).status).toBe(201);
    const move = (oldAuth: string) =>
      site("/api/push/subscriptions/move", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ oldEndpoint: before.subscription.endpoint, oldAuth, subscription: after.subscription }),
      });
    // Without the old subscription's secret nothing moves.
    const refused = await move(after.subscription.keys.auth);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: { code: "not_subscribed" } });
    expect(await (await move(before.subscription.keys.auth)).json()).toEqual({ moved: 1, seats: 0 });
    await publishScreenings(withNewScreening(FILM.kystlinjer, "push-kystlinjer-moved"));
    await cron();
    expect(await received(before.id)).toEqual([]);
    expect(payloadOf((await received(after.id))[0]?.text).body).toBe("«Kystlinjer» har fått nye visninger: lør. 20. sep. kl. 21:30");
  });

  it("sends at most its cap per run and carries the rest to the next", async () => {
    const { id, subscription } = await stubSubscription(key);
    const total = PUSH_LIMITS.sendsPerRun + 5;
    // Many browsers on one film: the stub's one subscription under as many endpoints (the query differs).
    for (let n = 0; n < total; n++) {
      const sub = { ...subscription, endpoint: `${subscription.endpoint}?browser=${n}` };
      expect((await pushCall("POST", { productionId: FILM.storm, subscription: sub })).status).toBe(201);
    }
    await publishScreenings(withNewScreening(FILM.storm, "push-storm-extra"));
    await cron();
    expect(await received(id)).toHaveLength(PUSH_LIMITS.sendsPerRun);
    await cron();
    const all = await received(id);
    expect(all).toHaveLength(total);
    expect(all.every((m) => m.error === undefined)).toBe(true);
  });
});
