import { bundledSource } from "../../src/content/bundled-source";
import { describe, expect, it } from "vitest";
import { BODY_CAPS } from "./stub/plays";
import { type CapPlay, siteEnv, stubScenario, visit } from "./support/fault-env";
import { expectFaultAnswer } from "./support/expect-answer";

/**
 * An upstream answer exactly at its body cap is read; one byte more is refused as too large. The
 * played answer is a working one (the same JSON, padded with spaces, no Content-Length), so the
 * size is the only reason to refuse it: a cap raised in src/upstream/bounded-body.ts lets the
 * answer one byte over through, and these tests fail. (The 10 MB of "ten-megabytes" would pass
 * a cap raised up to nine-fold.)
 */

/** A login as the site's own page sends it, from an address of its own. */
const login = (bindings: Env) =>
  visit(bindings, "/api/account/login", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: "http://localhost",
      "CF-Connecting-IP": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
    body: JSON.stringify({ email: `tak-${crypto.randomUUID()}@example.no`, password: "riktig-passord" }),
  });

/** Screenings of the content KV has not seen, one per ask: the events API asks only for ids the content has (docs/decisions/040). */
const screenings = (await bundledSource.load()).bundle.events.map((e) => e.id).reverse();
const events = (bindings: Env) => visit(bindings, `/api/events?keys=${screenings.pop() ?? ""}`);

describe("upstream answers at their body cap and one byte over it", () => {
  const scenario = stubScenario();
  const venue = (play: CapPlay) => siteEnv({ VENUE_118_URL: scenario.baseUrl(play) });
  const runtime = (play: CapPlay) => siteEnv({ RUNTIME_API_URL: scenario.baseUrl(play) });

  it(`reads a venue answer of ${BODY_CAPS.venue} bytes and refuses one of ${BODY_CAPS.venue + 1} (502, "too-large")`, async () => {
    expect((await login(venue("at-the-cap"))).status).toBe(200);
    const seen = await scenario.observe("over-the-cap", () => login(venue("over-the-cap")));
    await expectFaultAnswer("ten-megabytes", seen.value, seen.ms, { status: 502, code: "venue_unavailable" });
    expect(seen.lines, seen.lines.join("\n")).toHaveLength(1);
    expect(seen.lines[0]).toMatch(/\btoo-large\b/);
    expect(seen.calls).toEqual({ "api/LoginDx": 1 });
  });

  it(`reads an events answer of ${BODY_CAPS.content} bytes and refuses one of ${BODY_CAPS.content + 1} (502, "too-large")`, async () => {
    const read = await events(runtime("at-the-cap"));
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ data: [] });
    const seen = await scenario.observe("over-the-cap", () => events(runtime("over-the-cap")));
    await expectFaultAnswer("ten-megabytes", seen.value, seen.ms, { status: 502, code: "events_unavailable" });
    expect(seen.lines, seen.lines.join("\n")).toHaveLength(1);
    expect(seen.lines[0]).toMatch(/\btoo-large\b/);
  });
});
