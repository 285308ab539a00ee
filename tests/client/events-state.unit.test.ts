import { describe, expect, test } from "vitest";
import { eventsReducer, idsToFetch, initialEventsState } from "../../src/client/state/events";

type Ev = { id: string; title: string };
const ev = (id: string): Ev => ({ id, title: `Arrangement ${id}` });

describe("events slice", () => {
  test("starts with nothing requested and nothing loaded", () => {
    expect(initialEventsState<Ev>()).toEqual({ requested: [], items: [] });
  });

  test("requested ids are recorded, each once", () => {
    const next = eventsReducer(initialEventsState<Ev>(), { type: "events/requested", ids: ["a", "b", "a"] });
    expect(next.requested).toEqual(["a", "b"]);
  });

  test("an id already requested is not recorded (so not fetched) again", () => {
    const once = eventsReducer(initialEventsState<Ev>(), { type: "events/requested", ids: ["a"] });
    expect(idsToFetch(once, ["a", "b"])).toEqual(["b"]);
    expect(eventsReducer(once, { type: "events/requested", ids: ["a"] })).toBe(once);
  });

  test("loaded events are appended to the items", () => {
    const one = eventsReducer(initialEventsState<Ev>(), { type: "events/loaded", events: [ev("a")] });
    const two = eventsReducer(one, { type: "events/loaded", events: [ev("b"), ev("c")] });
    expect(two.items.map((e) => e.id)).toEqual(["a", "b", "c"]);
  });

  test("nothing to fetch when all were requested", () => {
    const all = eventsReducer(initialEventsState<Ev>(), { type: "events/requested", ids: ["a", "b"] });
    expect(idsToFetch(all, ["b", "a"])).toEqual([]);
  });
});
