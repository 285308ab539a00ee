import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../src/worker";
import { account } from "../support/account";
import { upstreamScenario } from "../support/upstream-apis";

async function getEvents(query: string, overrides: Record<string, unknown>): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://localhost/api/events${query}`), { ...env, ...overrides }, ctx);
  await response.clone().arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

/** Every line written to the log while `work` runs. */
async function logLines(work: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
  for (const level of ["error", "warn", "log", "info"] as const) vi.spyOn(console, level).mockImplementation(record);
  await work();
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("upstream answers are bounded", () => {
  it("answers 502 quickly, with one log line, when the runtime API streams 10 MB", async () => {
    const upstream = upstreamScenario();
    await upstream.fault({ api: "runtime", bodyBytes: 10 * 1024 * 1024 });
    let response: Response | undefined;
    const started = Date.now();
    const lines = await logLines(async () => {
      response = await getEvents("?keys=kino25-nordlys-1022", { RUNTIME_API_URL: upstream.runtimeApiUrl });
    });
    expect(response?.status).toBe(502);
    // Well before the runtime API's timeout (5 s): the body is cut off at the cap, not read whole.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("too-large");
  });

  it("writes one summary line for an answer full of records that match no schema", async () => {
    const upstream = upstreamScenario();
    await upstream.fault({ api: "runtime", invalidEvents: 2_000 });
    let response: Response | undefined;
    const lines = await logLines(async () => {
      response = await getEvents("?keys=kino25-nordlys-1022", { RUNTIME_API_URL: upstream.runtimeApiUrl });
    });
    expect(response?.status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/left out 2000 of 2000 events/);
  });

  it("answers 404, and logs no error, for an ediNumber out of the venue's range", async () => {
    let response: Response | undefined;
    const lines = await logLines(async () => {
      response = await account("/movies/999999999999");
    });
    expect(response?.status).toBe(404);
    expect(lines.filter((l) => /error|fail/i.test(l))).toEqual([]);
  });
});
