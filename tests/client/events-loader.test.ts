import { exports } from "cloudflare:workers";
import { afterEach, describe, expect, test, vi } from "vitest";
import { EventsLoader, type LiveEvent, parseEventsResponse } from "../../src/client/events-loader";

const live = (id: string, soldOut = false): LiveEvent => ({ id, title: `Visning ${id}`, startsAt: "2025-09-20T18:00:00+02:00", soldOut });

/** A stand-in for the site's /api/events that records the keys of every request. */
function fakeApi(answer: (ids: string[]) => Response = (ids) => Response.json({ data: ids.map((id) => live(id)) })) {
  const requests: string[][] = [];
  const fetchJson = async (url: string) => {
    const ids = (new URL(url, "http://localhost").searchParams.get("keys") ?? "").split(",");
    requests.push(ids);
    return answer(ids);
  };
  return { requests, fetchJson };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the browser's events loader", () => {
  test("fetches each id at most once, however often the page asks", async () => {
    const api = fakeApi();
    const events = new EventsLoader(api.fetchJson);
    expect((await events.load(["a", "b", "a"])).map((e) => e.id)).toEqual(["a", "b"]);
    expect(await events.load(["b", "a"])).toEqual([]);
    await events.load(["a", "c"]);
    expect(api.requests).toEqual([["a", "b"], ["c"]]);
    expect(events.state.requested).toEqual(["a", "b", "c"]);
    expect(events.state.items.map((e) => e.id)).toEqual(["a", "b", "c"]);
  });

  test("records the ids as requested before the answer comes, so a second load meanwhile asks nothing", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi();
    const events = new EventsLoader(async (url) => {
      await gate;
      return api.fetchJson(url);
    });
    const first = events.load(["a", "b"]);
    expect(events.state.requested).toEqual(["a", "b"]);
    const second = events.load(["a", "b"]);
    release();
    expect((await first).length).toBe(2);
    expect(await second).toEqual([]);
    expect(api.requests).toHaveLength(1);
  });

  test("asks for at most 50 ids per request", async () => {
    const api = fakeApi();
    const ids = Array.from({ length: 120 }, (_, i) => `id-${i}`);
    expect(await new EventsLoader(api.fetchJson).load(ids)).toHaveLength(120);
    expect(api.requests.map((r) => r.length)).toEqual([50, 50, 20]);
  });

  test("logs a failed fetch as 'Failed to fetch', shows nothing, and does not ask again", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeApi(() => Response.json({ error: { code: "events_unavailable", message: "…" } }, { status: 502 }));
    const events = new EventsLoader(api.fetchJson);
    expect(await events.load(["a"])).toEqual([]);
    expect(error).toHaveBeenCalledWith("Failed to fetch", expect.any(Error));
    expect(await events.load(["a"])).toEqual([]);
    expect(api.requests).toHaveLength(1);
  });

  test("treats an answer of another shape as a failure", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const events = new EventsLoader(fakeApi(() => Response.json([live("a")])).fetchJson);
    expect(await events.load(["a"])).toEqual([]);
    expect(error).toHaveBeenCalledWith("Failed to fetch", expect.any(Error));
    expect(parseEventsResponse({ data: [{ id: "a", soldOut: "ja" }] })).toBeNull();
    expect(parseEventsResponse({ data: [live("a")] })).toEqual([live("a")]);
  });

  test("reads the site's own /api/events: the demo's sold-out screening comes back sold out", async () => {
    const events = new EventsLoader((url) => exports.default.fetch(new Request(`http://localhost${url}`)));
    const loaded = await events.load(["kino25-stormvarsel-premiere", "kino25-nordlys-1106", "finnes-ikke"]);
    expect(loaded.map((e) => [e.id, e.soldOut])).toEqual([
      ["kino25-stormvarsel-premiere", true],
      ["kino25-nordlys-1106", false],
    ]);
  }, 30_000); // the first request of the file loads the whole demo content
});
