import { describe, expect, it } from "vitest";
import { FAULTS, type Fault, HANGS_UP_ON, PAGES, REASON, WAITS_FOR_TIMEOUT, pageStatuses, siteEnv, stubScenario, visit } from "./support/fault-env";
import { expectFaultAnswer } from "./support/expect-answer";
import { bundledSource } from "../../src/content/bundled-source";

/** What /api/events answers when the runtime API fails and KV holds nothing (docs/decisions/011). */
const FAILED = { status: 502, code: "events_unavailable" };
const TIMED_OUT = { status: 504, code: "events_timeout" };
const ANSWER: Record<Fault, { status: number; code: string }> = {
  dead: FAILED,
  silence: TIMED_OUT,
  "one-byte-a-second": TIMED_OUT,
  "status-500": FAILED,
  reset: FAILED,
  "malformed-json": FAILED,
  "captive-portal": FAILED,
  unauthorized: FAILED,
  "ten-megabytes": FAILED,
};

/**
 * Screenings of the content KV has never seen, so the request must go to the runtime API: the
 * events API asks only for ids the content has (a made-up one is dropped: docs/decisions/040),
 * and each case takes the next ones of the programme.
 */
const screenings = (await bundledSource.load()).bundle.events.map((e) => e.id);
let taken = 0;
const freshIds = (n: number) => {
  const ids = screenings.slice(taken, taken + n);
  taken += n;
  if (ids.length < n) throw new Error("the demo programme has too few screenings for these cases");
  return ids;
};

describe.each(FAULTS)("the events API when the runtime API plays %s", (fault) => {
  const scenario = stubScenario();
  const faulty = siteEnv({ RUNTIME_API_URL: scenario.baseUrl(fault) });
  const healthy = siteEnv({ RUNTIME_API_URL: scenario.baseUrl("ok") });

  it("answers a programme's screenings with a stable error in time after one call for all of them; pages stay 200", async () => {
    const seen = await scenario.observe(fault, async () => {
      const during = pageStatuses(faulty);
      return { events: await visit(faulty, `/api/events?keys=${freshIds(3).join(",")}`), during: await during };
    });
    await expectFaultAnswer(fault, seen.value.events, seen.ms, ANSWER[fault]);
    expect(seen.value.events.headers.get("Cache-Control")).toBe("no-store");
    // One line naming the fault; none for a timeout (the 504 says it).
    expect(seen.lines, seen.lines.join("\n")).toHaveLength(WAITS_FOR_TIMEOUT.has(fault) ? 0 : 1);
    for (const line of seen.lines) expect(line).toMatch(REASON[fault]);
    expect(seen.value.during).toEqual(PAGES.map(() => 200));
    // Three ids, one call, no retry.
    expect(Object.values(seen.calls)).toEqual(fault === "dead" ? [] : [1]);
    // No connection is left to the upstream. The site hangs up on silence and slow bytes; 10 MB
    // against the 8 MB cap may be sent whole into the socket buffers before it cancels.
    if (HANGS_UP_ON.has(fault)) expect(await scenario.hangUps(fault)).toMatchObject({ total: 1, open: 0 });
    if (WAITS_FOR_TIMEOUT.has(fault)) expect(await scenario.hangUps(fault)).toMatchObject({ cutOff: 1 });
    expect(await pageStatuses(faulty)).toEqual(PAGES.map(() => 200));
    const back = await visit(healthy, `/api/events?keys=${freshIds(1).join(",")}`);
    expect(back.status).toBe(200);
  });

  it("answers a screening's calendar file with a stable error in time", async () => {
    const seen = await scenario.observe(fault, () => visit(faulty, `/api/events/${freshIds(1)[0]}.ics`));
    await expectFaultAnswer(fault, seen.value, seen.ms, ANSWER[fault]);
    expect(Object.values(seen.calls)).toEqual(fault === "dead" ? [] : [1]);
  });
});
