import { describe, expect, it } from "vitest";
import { call, control } from "./venue";

type Answer = { data: Array<{ id: string; soldOut: boolean; startsAt: string }> };
const events = async (keys: string) => (await call(`/runtime/sites/118/basic_events?keys=${keys}`)).json<Answer>();

describe("the runtime events API", () => {
  it("answers the programme's screenings asked for, leaving out unknown ids", async () => {
    const answer = await events("nff25-kystlinjer-apning,finnes-ikke,buff25-makeoya-4");
    expect(answer.data.map((e) => e.id)).toEqual(["nff25-kystlinjer-apning", "buff25-makeoya-4"]);
    expect(answer.data[0]).toMatchObject({ soldOut: true, startsAt: "2025-09-15T19:00:00+02:00" });
  });

  it("follows the control API: a screening sold out and released", async () => {
    const id = "nff25-les-hirondelles-2";
    expect((await control("availability", { eventId: id, soldOut: false })).status).toBe(200);
    expect((await events(id)).data[0]?.soldOut).toBe(false);
    await control("availability", { eventId: id, soldOut: true });
    expect((await events(id)).data[0]?.soldOut).toBe(true);
    expect(await (await call("/__sandbox/availability")).json()).toContainEqual({ eventId: id, soldOut: true });
    await control("reset");
    expect(await (await call("/__sandbox/availability")).json()).toEqual([]);
  });

  it("refuses an unknown screening, and a list of keys too long", async () => {
    expect((await control("availability", { eventId: "finnes-ikke", soldOut: false })).status).toBe(404);
    expect((await control("availability", { eventId: "nff25-les-hirondelles-2" })).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `id-${i}`).join(",");
    expect((await call(`/runtime/sites/118/basic_events?keys=${many}`)).status).toBe(400);
  });
});
