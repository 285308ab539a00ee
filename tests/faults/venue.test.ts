import { beforeAll, describe, expect, it } from "vitest";
import { FAULTS, type Fault, HANGS_UP_ON, PAGES, REASON, WAITS_FOR_TIMEOUT, pageStatuses, siteEnv, stubScenario, timed, visit } from "./support/fault-env";
import { expectFaultAnswer } from "./support/expect-answer";
import { logLines } from "./support/log-lines";

/** What the account proxy answers when the venue fails so (README "Routes": 502, 504, never a hang). */
const FAILED = { status: 502, code: "venue_unavailable" };
const TIMED_OUT = { status: 504, code: "venue_timeout" };
const ANSWER: Record<Fault, { status: number; code: string }> = {
  dead: FAILED,
  silence: TIMED_OUT,
  "one-byte-a-second": TIMED_OUT,
  "status-500": FAILED,
  reset: FAILED,
  "malformed-json": FAILED,
  "captive-portal": FAILED,
  // The venue refuses the session even after the switch: the session ends (spec section 7).
  unauthorized: { status: 401, code: "session_expired" },
  "ten-megabytes": FAILED,
};

/** A browser's request to an account route, from its own address (login limits are per IP). */
function accountRequest(path: string, init: { cookie?: string; json?: unknown } = {}): RequestInit & { path: string } {
  const headers: Record<string, string> = { "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.json === undefined) return { path: `/api/account${path}`, headers };
  return {
    path: `/api/account${path}`,
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json", Origin: "http://localhost" },
    body: JSON.stringify(init.json),
  };
}

async function account(bindings: Env, path: string, init: { cookie?: string; json?: unknown } = {}): Promise<Response> {
  const { path: url, ...rest } = accountRequest(path, init);
  return visit(bindings, url, rest);
}

describe.each(FAULTS)("the account proxy when the venue plays %s", (fault) => {
  const scenario = stubScenario();
  const healthy = siteEnv({ VENUE_118_URL: scenario.baseUrl("ok") });
  const faulty = siteEnv({ VENUE_118_URL: scenario.baseUrl(fault) });
  let cookie = "";

  beforeAll(async () => {
    const login = await account(healthy, "/login", { json: { email: `faults-${fault}@example.no`, password: "riktig-passord" } });
    expect(login.status).toBe(200);
    cookie = login.headers.getAll("Set-Cookie").find((h) => h.startsWith("__Host-kinoweb-session="))!.split(";")[0]!;
  });

  it("answers the visitor's tickets with a stable error in time, one call (a refresh and a retry on 401), pages 200 during and after", async () => {
    const { value, lines } = await logLines(async () => {
      const during = pageStatuses(faulty);
      const answer = await timed(() => account(faulty, "/tickets", { cookie }));
      return { answer, during: await during };
    });
    await expectFaultAnswer(fault, value.answer.value, value.answer.ms, ANSWER[fault]);
    // One line naming the fault; none for a timeout (the 504 says it) or a refused session.
    expect(lines, lines.join("\n")).toHaveLength(WAITS_FOR_TIMEOUT.has(fault) || fault === "unauthorized" ? 0 : 1);
    for (const line of lines) expect(line).toMatch(REASON[fault]);
    expect(value.during).toEqual(PAGES.map(() => 200));
    expect(await scenario.calls(fault)).toEqual(
      fault === "dead" ? {} : fault === "unauthorized" ? { "api/GetTicketsDx": 2, "api/SwitchTokensDx": 1 } : { "api/GetTicketsDx": 1 },
    );
    // The site hung up on the answer it gave up on (10 MB is far past the venue's 1 MB cap): no
    // connection is left to the venue.
    if (HANGS_UP_ON.has(fault)) expect(await scenario.hangUps(fault)).toEqual({ total: 1, open: 0, cutOff: 1 });
    expect(await pageStatuses(faulty)).toEqual(PAGES.map(() => 200));
    // Once the venue is back the same browser is served again, unless the venue ended its session.
    expect((await account(healthy, "/tickets", { cookie })).status).toBe(fault === "unauthorized" ? 401 : 200);
    expect((await account(faulty, "/me", { cookie })).status).toBe(fault === "unauthorized" ? 401 : 200);
  });
});

describe.each(FAULTS)("the venue's other calls when it plays %s", (fault) => {
  const scenario = stubScenario();
  const healthy = siteEnv({ VENUE_118_URL: scenario.baseUrl("ok") });
  const faulty = siteEnv({ VENUE_118_URL: scenario.baseUrl(fault) });

  async function loggedIn(): Promise<string> {
    const login = await account(healthy, "/login", { json: { email: `watch-${fault}@example.no`, password: "riktig-passord" } });
    return login.headers.getAll("Set-Cookie").find((h) => h.startsWith("__Host-kinoweb-session="))!.split(";")[0]!;
  }

  it("answers a login with a stable error in time and asks the venue once", async () => {
    const before = (await scenario.calls(fault))["api/LoginDx"] ?? 0;
    const { value } = await logLines(() => timed(() => account(faulty, "/login", { json: { email: `ny-${fault}@example.no`, password: "passord-1234" } })));
    // A venue that refuses the login is a wrong password to the visitor, as in spec section 7.
    await expectFaultAnswer(fault, value.value, value.ms, fault === "unauthorized" ? { status: 401, code: "invalid_credentials" } : ANSWER[fault]);
    expect(((await scenario.calls(fault))["api/LoginDx"] ?? 0) - before).toBe(fault === "dead" ? 0 : 1);
    expect(await pageStatuses(faulty)).toEqual(PAGES.map(() => 200));
  });

  it("answers the watch list with a stable error in time after one token switch and no second", async () => {
    const cookie = await loggedIn();
    const { value } = await logLines(() => timed(() => account(faulty, "/watchlist", { cookie })));
    await expectFaultAnswer(fault, value.value, value.ms, ANSWER[fault]);
    const calls = await scenario.calls(fault);
    // Spec section 7 switches tokens before the watch list; a failed switch ends the request there.
    expect(calls["api/SwitchTokensDx"] ?? 0).toBe(fault === "dead" ? 0 : 1);
    expect(calls["api/GetWatchlistDx"] ?? 0).toBe(fault === "unauthorized" ? 1 : 0);
  });

  it("answers a film (a public call) with a stable error in time and asks the venue once", async () => {
    const { value } = await logLines(() => timed(() => account(faulty, "/movies/10251")));
    // To an anonymous visitor a venue that refuses a public call is simply failing.
    await expectFaultAnswer(fault, value.value, value.ms, fault === "unauthorized" ? FAILED : ANSWER[fault]);
    expect((await scenario.calls(fault))["api/GetMovieByEdiDx"] ?? 0).toBe(fault === "dead" ? 0 : 1);
    expect((await account(healthy, "/movies/10251")).status).toBe(200);
  });
});

describe.each<Fault>(["dead", "status-500", "reset"])("logging in through a venue outage (%s)", (fault) => {
  const scenario = stubScenario();
  const healthy = siteEnv({ VENUE_118_URL: scenario.baseUrl("ok") });
  const faulty = siteEnv({ VENUE_118_URL: scenario.baseUrl(fault) });

  it("does not count the venue's failures as wrong passwords: the visitor logs in once it is back", async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const login = (bindings: Env) =>
      visit(bindings, "/api/account/login", {
        method: "POST",
        headers: { "CF-Connecting-IP": ip, "Content-Type": "application/json", Origin: "http://localhost" },
        body: JSON.stringify({ email: `utholdende-${fault}@example.no`, password: "riktig-passord" }),
      });
    // More tries than the e-mail's ceiling (8 in ten minutes), as a visitor pressing "Logg inn" again.
    const statuses: number[] = [];
    await logLines(async () => {
      for (let i = 0; i < 10; i++) statuses.push((await login(faulty)).status);
    });
    expect(statuses).toEqual(statuses.map(() => 502));
    expect((await login(healthy)).status).toBe(200);
  });
});
