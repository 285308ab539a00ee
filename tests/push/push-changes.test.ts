import { beforeAll, describe, expect, it } from "vitest";
import type { FestivalEvent } from "../../src/content/event";
import type { PushPayload } from "../../src/push/push-message";
import { PUSH_LIMITS } from "../../src/push/push-limits";
import { FILM, cron, publishScreenings, pushCall, received, siteKey, stubSubscription } from "./support/push-site";

// A screening that moves or is cancelled after the programme was published (docs/decisions/034),
// told to the film's "Varsle meg" subscribers by the scheduled run: one notification per change,
// never twice, only to those who asked for news of its screenings before it changed.

const payloadOf = (text: string | undefined): PushPayload => JSON.parse(text ?? "null") as PushPayload;
const bodies = async (id: string) => (await received(id)).map((m) => payloadOf(m.text).body);

/** The demo's screenings with some changed: a programme as an editor publishes it again. */
const changed = (changes: Record<string, Partial<FestivalEvent>>) => (events: FestivalEvent[]) => events.map((e) => ({ ...e, ...changes[e.id] }));

const MOVED = { "nff25-fiskeren-3": { startsAt: "2025-09-20T16:30:00+02:00", venue: "Kulturhuset", sal: "Storsalen" } };

let key = "";
beforeAll(async () => {
  key = await siteKey();
  // The programme as first published: the baseline nothing is a change from.
  await publishScreenings((events) => events);
  await cron();
});

describe("Varsle meg: changes to a film's screenings", () => {
  type Subscriber = Awaited<ReturnType<typeof stubSubscription>>;
  let asked: Subscriber;
  let saleOnly: Subscriber;

  it("tells a subscriber of the film's screenings that one moved, once, and nothing to one who asked only about the sale", async () => {
    asked = await stubSubscription(key);
    saleOnly = await stubSubscription(key);
    expect((await pushCall("POST", { productionId: FILM.fiskeren, subscription: asked.subscription, topics: ["screenings"] })).status).toBe(201);
    expect((await pushCall("POST", { productionId: FILM.fiskeren, subscription: saleOnly.subscription, topics: ["sale"] })).status).toBe(201);

    await publishScreenings(changed(MOVED));
    await cron();
    const messages = await received(asked.id);
    expect(messages.map((m) => m.error)).toEqual([undefined]);
    expect(payloadOf(messages[0]?.text)).toMatchObject({
      title: "Fiskerens sang",
      body: "«Fiskerens sang» er flyttet: lør. 20. sep. kl. 16:30, Kulturhuset, Storsalen (var lør. 20. sep. kl. 14:00, Havvik kino, Sal 2)",
      url: "/fiskerens-sang-DXM10277",
      tag: `${FILM.fiskeren}:change:nff25-fiskeren-3`,
    });
    expect(await received(saleOnly.id)).toEqual([]);

    // Every later run sees the same change in the record: it is not told again.
    await cron();
    await cron();
    expect(await received(asked.id)).toHaveLength(1);
  });

  it("does not tell a change to someone who subscribed after it, and tells everyone of a cancellation and a move back", async () => {
    const late = await stubSubscription(key);
    expect((await pushCall("POST", { productionId: FILM.fiskeren, subscription: late.subscription })).status).toBe(201);
    await cron();
    expect(await received(late.id)).toEqual([]);

    await publishScreenings(changed({ "nff25-fiskeren-2": { cancelled: true } }));
    await cron();
    expect(await bodies(late.id)).toEqual(expect.arrayContaining([expect.stringMatching(/^«Fiskerens sang» .* er avlyst$/)]));
    // The same publish moved nff25-fiskeren-3 back to 14:00 in Havvik kino: a change of its own.
    const told = await bodies(asked.id);
    expect(told).toHaveLength(3);
    expect(told[0]).toBe("«Fiskerens sang» er flyttet: lør. 20. sep. kl. 16:30, Kulturhuset, Storsalen (var lør. 20. sep. kl. 14:00, Havvik kino, Sal 2)");
    expect(told).toContain("«Fiskerens sang» er flyttet: lør. 20. sep. kl. 14:00, Havvik kino, Sal 2 (var lør. 20. sep. kl. 16:30, Kulturhuset, Storsalen)");
    expect(await received(saleOnly.id)).toEqual([]);
  });

  it("sends at most its cap per run and the rest in the next", async () => {
    const { id, subscription } = await stubSubscription(key);
    const total = PUSH_LIMITS.sendsPerRun + 3;
    for (let n = 0; n < total; n++) {
      expect(
        (await pushCall("POST", { productionId: FILM.storm, subscription: { ...subscription, endpoint: `${subscription.endpoint}?browser=${n}` } })).status,
      ).toBe(201);
    }
    await publishScreenings(changed({ "nff25-stormvarsel-avslutning": { startsAt: "2025-09-21T22:00:00+02:00" } }));
    await cron();
    expect(await received(id)).toHaveLength(PUSH_LIMITS.sendsPerRun);
    await cron();
    expect(await received(id)).toHaveLength(total);
    await cron();
    expect(await received(id), "one per change and subscriber, never more").toHaveLength(total);
  });
});
