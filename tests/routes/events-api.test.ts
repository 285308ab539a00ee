import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/worker";
import { kvKeys } from "../../src/kv/keys";
import { upstreamScenario } from "../support/upstream-apis";
import { forgetParsed } from "../../src/kv/parsed-entries";

type EventsBody = { data: { id: string; title: string; soldOut: boolean; notes: string }[] };
type ErrorBody = { error: { code: string; message: string } };

/**
 * GET /api/events from the real worker, configured with the given runtime data API (or none: the
 * demo content), its background work (KV writes, refreshes) awaited.
 */
async function getEvents(query: string, overrides: Record<string, unknown> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://localhost/api/events${query}`), { ...env, ...overrides }, ctx);
  await response.clone().arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

describe("GET /api/events from the runtime data API", () => {
  it("answers { data } for the ids asked, from the runtime API under the first partner number", async () => {
    const upstream = upstreamScenario();
    const response = await getEvents("?keys=nff25-nordlys-1,nff25-kystlinjer-3", { RUNTIME_API_URL: upstream.runtimeApiUrl });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as EventsBody;
    expect(body.data.map((e) => e.id).sort()).toEqual(["nff25-kystlinjer-3", "nff25-nordlys-1"]);
    // The runtime API knows better than the demo content: this screening has sold out.
    expect(body.data.find((e) => e.id === "nff25-nordlys-1")?.soldOut).toBe(true);
    const calls = await upstream.calls("runtime");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe("sites/118/basic_events");
    expect(calls[0]?.query["keys"]?.split(",").sort()).toEqual(["nff25-kystlinjer-3", "nff25-nordlys-1"]);
  });

  it("asks the runtime API once per id: a second request is answered from KV, a new id alone goes upstream", async () => {
    const upstream = upstreamScenario();
    const config = { RUNTIME_API_URL: upstream.runtimeApiUrl };
    const first = (await (await getEvents("?keys=nff25-fiskeren-2", config)).json()) as EventsBody;
    const again = (await (await getEvents("?keys=nff25-fiskeren-2", config)).json()) as EventsBody;
    expect(again).toEqual(first);
    expect(await upstream.calls("runtime")).toHaveLength(1);
    await getEvents("?keys=nff25-fiskeren-2,kino25-kd-stormvarsel", config);
    const calls = await upstream.calls("runtime");
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query["keys"]).toBe("kino25-kd-stormvarsel");
  });

  it("leaves out ids the runtime API does not know, and records that do not match the event schema", async () => {
    const upstream = upstreamScenario();
    const response = await getEvents("?keys=nff25-kystlinjer-3,finnes-ikke,nff25-odd-record", { RUNTIME_API_URL: upstream.runtimeApiUrl });
    expect(response.status).toBe(200);
    expect(((await response.json()) as EventsBody).data.map((e) => e.id)).toEqual(["nff25-kystlinjer-3"]);
  });

  it("answers 502 with a readable message when the runtime API fails and KV has nothing", async () => {
    const upstream = upstreamScenario();
    await upstream.fault({ api: "runtime", status: 500 });
    const response = await getEvents("?keys=kino25-nordlys-1022", { RUNTIME_API_URL: upstream.runtimeApiUrl });
    expect(response.status).toBe(502);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe("events_unavailable");
    expect(body.error.message).toMatch(/Billettsystemet svarer ikke/);
  });

  it("answers 504 when the runtime API is too slow", async () => {
    const upstream = upstreamScenario();
    await upstream.fault({ api: "runtime", delayMs: 2_000 });
    const response = await getEvents("?keys=kino25-nordlys-1022", { RUNTIME_API_URL: upstream.runtimeApiUrl, RUNTIME_API_TIMEOUT_MS: "300" });
    expect(response.status).toBe(504);
    expect(((await response.json()) as ErrorBody).error.code).toBe("events_timeout");
  });

  it("serves what KV holds, even stale, when the runtime API fails", async () => {
    const upstream = upstreamScenario();
    const config = { RUNTIME_API_URL: upstream.runtimeApiUrl };
    await getEvents("?keys=nff25-nordlys-1", config);
    const before = (await upstream.calls("runtime")).length;
    // An hour old, with a note only KV has: what the visitor gets must be this copy.
    const key = kvKeys.event("nff25-nordlys-1");
    const stored = (await env.PAGES.get<Record<string, unknown>>(key, "json")) ?? {};
    await env.PAGES.put(key, JSON.stringify({ ...stored, notes: "Fra KV" }), { metadata: { builtAt: Date.now() - 3_600_000, version: "old" } });
    // As a second later: the isolate asks KV again instead of answering what it parsed (decision 025).
    forgetParsed(env.PAGES);
    await upstream.fault({ api: "runtime", status: 503, times: 5 });
    const response = await getEvents("?keys=nff25-nordlys-1", config);
    expect(response.status).toBe(200);
    expect(((await response.json()) as EventsBody).data[0]?.notes).toBe("Fra KV");
    // The refresh was tried, failed, and the stale copy is still there for the next visitor.
    expect(await upstream.calls("runtime")).toHaveLength(before + 1);
    expect(((await env.PAGES.get<{ notes: string }>(key, "json")) ?? { notes: "" }).notes).toBe("Fra KV");
  });
});

describe("GET /api/events without a runtime data API (the default)", () => {
  it("answers from the demo content, briefly cacheable by anyone", async () => {
    // Ids no runtime test above has put in KV.
    const response = await getEvents("?keys=nff25-nordlys-2,kino25-stormvarsel-premiere,finnes-ikke");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    const body = (await response.json()) as EventsBody;
    expect(body.data.map((e) => [e.id, e.soldOut])).toEqual([
      ["nff25-nordlys-2", false],
      ["kino25-stormvarsel-premiere", true],
    ]);
    expect(body.data[0]?.title).toBe("Nordlysets datter");
  });
});

describe("GET /api/events with a bad keys list", () => {
  const bad = async (query: string) => {
    const upstream = upstreamScenario();
    const response = await getEvents(query, { RUNTIME_API_URL: upstream.runtimeApiUrl });
    expect(response.status, query).toBe(400);
    expect(await upstream.calls("runtime"), "no upstream call for a bad request").toEqual([]);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe("bad_keys");
    return body.error.message;
  };

  it("answers 400 when keys is missing or empty", async () => {
    expect(await bad("")).toMatch(/Oppgi hvilke arrangementer du vil ha i keys/);
    expect(await bad("?keys=")).toMatch(/Oppgi hvilke arrangementer/);
    expect(await bad("?keys=a,,b")).toMatch(/Ugyldig arrangement-id/);
  });

  it("answers 400 for more than 50 ids", async () => {
    const ids = Array.from({ length: 51 }, (_, i) => `nff25-id-${i}`).join(",");
    expect(await bad(`?keys=${ids}`)).toBe("Høyst 50 arrangementer per forespørsel; del listen opp.");
  });

  it("answers 400 for ids with odd characters, naming the id", async () => {
    expect(await bad(`?keys=nff25-nordlys-1,${encodeURIComponent("<script>")}`)).toMatch(/Ugyldig arrangement-id "<script>"/);
    expect(await bad(`?keys=${encodeURIComponent("../../etc")}`)).toMatch(/Ugyldig arrangement-id/);
    expect(await bad(`?keys=${"a".repeat(65)}`)).toMatch(/høyst 64 tegn/);
  });

  it("counts a repeated id once", async () => {
    const response = await getEvents(`?keys=${Array.from({ length: 60 }, () => "nff25-nordlys-1").join(",")}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as EventsBody).data).toHaveLength(1);
  });
});
