// "Si fra om det blir ledig" end to end: the sandbox venue plays the runtime events API, a test
// sells a screening out and releases it there, and the cron run tells the waiting visitors through
// the push service stub, which decrypts what it gets.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SEAT_LIMITS } from "../../src/push/seat-limits";
import type { SeatPayload } from "../../src/push/seat-message";
import { cron, received, site, siteKey, stubSubscription } from "./support/push-site";

/** The site with the sandbox's runtime events API, as `npm start` runs it. */
const live: Env = { ...env, RUNTIME_API_URL: "https://venue.sandbox/runtime/" };
/** The same site an hour into the festival's Thursday morning (DEMO_NOW is Wednesday noon). */
const thursday: Env = { ...live, DEMO_NOW: "2025-09-18T11:30:00+02:00" };

/** Sold out in the demo programme: Wednesday 21:00, Thursday 10:30, Thursday 17:15. */
const SCREENING = {
  hirondelles: "nff25-les-hirondelles-2",
  nunani: "nff25-nunani-4",
  elvemunningen: "nff25-elvemunningen-2",
  bingo: "nff25-bingo-pa-skarsvag-4",
  dansen: "nff25-dansen-pa-myre-2",
};
/** Thursday evening, after Bingo på Skarsvåg began at 20:30. */
const thursdayNight: Env = { ...live, DEMO_NOW: "2025-09-18T20:45:00+02:00" };

/** The box office sells the last seat, or gets seats back (the sandbox's control API). */
async function setSoldOut(eventId: string, soldOut: boolean): Promise<void> {
  const response = await (env.VENUE_SANDBOX as Fetcher).fetch("https://venue.sandbox/__sandbox/availability", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ eventId, soldOut }),
  });
  expect(response.status).toBe(200);
}

const wait = (body: unknown, ip = `203.0.113.${Math.floor(Math.random() * 250)}-${crypto.randomUUID()}`) =>
  site("/api/push/seats", { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip }, body: JSON.stringify(body) }, live);

let key = "";
beforeAll(async () => {
  key = await siteKey();
});

describe("Si fra om det blir ledig", () => {
  it("tells each waiting visitor once, in the order they asked, with the ticket link, when the screening is on sale again", async () => {
    const visitors = [await stubSubscription(key), await stubSubscription(key), await stubSubscription(key)];
    for (const [i, v] of visitors.entries()) {
      const answer = await wait({ eventId: SCREENING.hirondelles, subscription: v.subscription, locale: i === 1 ? "en" : "nb" });
      expect(answer.status).toBe(201);
    }
    // Still sold out: nobody hears anything.
    await cron(live);
    for (const v of visitors) expect(await received(v.id)).toEqual([]);

    await setSoldOut(SCREENING.hirondelles, false);
    await cron(live);
    const heard = await Promise.all(visitors.map(async (v) => received(v.id)));
    for (const messages of heard) {
      expect(messages).toHaveLength(1);
      expect(messages[0]?.error).toBeUndefined();
    }
    const arrivals = heard.map((m) => m[0]?.arrival ?? 0);
    expect(arrivals).toEqual([...arrivals].sort((a, b) => a - b));
    const [nb, en] = heard.map((m) => JSON.parse(m[0]?.text ?? "null") as SeatPayload);
    expect(nb).toMatchObject({
      title: "Les Hirondelles",
      body: "Det er billetter igjen til «Les Hirondelles» ons. 17. sep. kl. 21:00. Først til mølla.",
      ticketUrl: expect.stringMatching(/^https:\/\//),
      ticketLabel: "Kjøp billett",
    });
    expect(en?.body).toBe("Tickets are available again for “The Swallows” Wed 17 Sept 21:00. First come, first served.");

    // Told once: seats still free, the next runs send nothing more.
    await cron(live);
    await setSoldOut(SCREENING.hirondelles, true);
    await setSoldOut(SCREENING.hirondelles, false);
    await cron(live);
    for (const v of visitors) expect(await received(v.id)).toHaveLength(1);
  });

  it("tells nobody once the screening has started, and forgets the wait", async () => {
    const visitor = await stubSubscription(key);
    expect((await wait({ eventId: SCREENING.nunani, subscription: visitor.subscription })).status).toBe(201);
    await setSoldOut(SCREENING.nunani, false);
    // The first run after seats came back is already past the start (10:30): no message.
    await cron(thursday);
    await cron(live);
    expect(await received(visitor.id)).toEqual([]);
  });

  it("tells the first twenty who asked in the run, and the others never once the screening has begun", async () => {
    const visitors: Awaited<ReturnType<typeof stubSubscription>>[] = [];
    for (let i = 0; i <= SEAT_LIMITS.sendsPerRun + 1; i++) visitors.push(await stubSubscription(key));
    for (const v of visitors) expect((await wait({ eventId: SCREENING.bingo, subscription: v.subscription })).status).toBe(201);
    await setSoldOut(SCREENING.bingo, false);
    await cron(live);
    const told = async () => (await Promise.all(visitors.map(async (v) => (await received(v.id)).length))).map((n) => n > 0);
    // The first twenty who asked hear in this run; the last two wait for the next.
    expect(await told()).toEqual(visitors.map((_, i) => i < SEAT_LIMITS.sendsPerRun));
    await cron(thursdayNight);
    await cron(live);
    expect(await told()).toEqual(visitors.map((_, i) => i < SEAT_LIMITS.sendsPerRun));
  }, 60_000);

  it("takes waits only for a sold-out screening still to come, and says why not otherwise", async () => {
    const { subscription } = await stubSubscription(key);
    const onSale = await wait({ eventId: "nff25-kystlinjer-3", subscription });
    expect(onSale.status).toBe(409);
    expect(await onSale.json()).toMatchObject({ error: { code: "not_sold_out" } });
    const begun = await wait({ eventId: "nff25-kystlinjer-apning", subscription });
    expect(begun.status).toBe(409);
    expect(await begun.json()).toMatchObject({ error: { code: "screening_over" } });
    expect((await wait({ eventId: "finnes-ikke", subscription })).status).toBe(404);
    expect((await wait({ eventId: "<script>", subscription })).status).toBe(400);
  });

  it("lets only the browser that waits stop or ask, proved by its secret", async () => {
    const visitor = await stubSubscription(key);
    const other = await stubSubscription(key);
    expect((await wait({ eventId: SCREENING.elvemunningen, subscription: visitor.subscription })).status).toBe(201);
    const proof = (auth: string) => ({ eventId: SCREENING.elvemunningen, endpoint: visitor.subscription.endpoint, auth });
    const call = (method: string, path: string, body: unknown) =>
      site(`/api/push/seats${path}`, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }, live);
    expect(await (await call("POST", "/status", proof(visitor.subscription.keys.auth))).json()).toEqual({ waiting: true });
    expect(await (await call("POST", "/status", proof(other.subscription.keys.auth))).json()).toEqual({ waiting: false });
    expect((await call("DELETE", "", proof(other.subscription.keys.auth))).status).toBe(404);
    expect((await call("DELETE", "", proof(visitor.subscription.keys.auth))).status).toBe(200);
    expect(await (await call("POST", "/status", proof(visitor.subscription.keys.auth))).json()).toEqual({ waiting: false });
  });

  it("moves a browser's waits to the subscription that replaced it, and tells the new one, not the old", async () => {
    const old = await stubSubscription(key);
    const renewed = await stubSubscription(key);
    const attacker = await stubSubscription(key);
    expect((await wait({ eventId: SCREENING.dansen, subscription: old.subscription })).status).toBe(201);
    expect((await wait({ eventId: SCREENING.elvemunningen, subscription: attacker.subscription })).status).toBe(201);
    const move = (body: unknown) =>
      site("/api/push/subscriptions/move", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }, live);
    // Nobody moves their waits onto another browser's endpoint, nor takes its waits without its secret.
    const takeover = await move({
      oldEndpoint: attacker.subscription.endpoint,
      oldAuth: attacker.subscription.keys.auth,
      subscription: { ...old.subscription, keys: attacker.subscription.keys },
    });
    expect(takeover.status).toBe(403);
    expect((await move({ oldEndpoint: old.subscription.endpoint, oldAuth: attacker.subscription.keys.auth, subscription: attacker.subscription })).status).toBe(
      404,
    );

    const moved = await move({ oldEndpoint: old.subscription.endpoint, oldAuth: old.subscription.keys.auth, subscription: renewed.subscription });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toEqual({ moved: 0, seats: 1 });
    const status = (sub: typeof old) =>
      site(
        "/api/push/seats/status",
        {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ eventId: SCREENING.dansen, endpoint: sub.subscription.endpoint, auth: sub.subscription.keys.auth }),
        },
        live,
      ).then((r) => r.json());
    expect(await status(old)).toEqual({ waiting: false });
    expect(await status(renewed)).toEqual({ waiting: true });

    await setSoldOut(SCREENING.dansen, false);
    await cron(live);
    expect(await received(renewed.id)).toHaveLength(1);
    expect(await received(old.id)).toEqual([]);
    await setSoldOut(SCREENING.dansen, true);
  });

  it("counts waits per address: the thirty-first in an hour is refused", async () => {
    const ip = "198.51.100.77";
    const { subscription } = await stubSubscription(key);
    for (let i = 0; i < 30; i++) await wait({ eventId: "finnes-ikke", subscription }, ip);
    const refused = await wait({ eventId: SCREENING.elvemunningen, subscription }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});
