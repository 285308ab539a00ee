import { beforeAll, describe, expect, it } from "vitest";
import { FAULTS, type Fault, HANGS_UP_ON, PAGES, REASON, WAITS_FOR_TIMEOUT, pageStatuses, siteEnv, stubScenario, visit } from "./support/fault-env";
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
  // The venue refuses the session even after the switch: the session ends.
  unauthorized: { status: 401, code: "session_expired" },
  "ten-megabytes": FAILED,
};

const randomIp = (prefix: string) => `${prefix}.${Math.floor(Math.random() * 250) + 1}`;

/** An account route called as the site's own page calls it, from its own address (login limits are per IP). */
function account(bindings: Env, path: string, init: { cookie?: string; json?: unknown; ip?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { "CF-Connecting-IP": init.ip ?? randomIp("198.51.100") };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.json === undefined) return visit(bindings, `/api/account${path}`, { headers });
  return visit(bindings, `/api/account${path}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json", Origin: "http://localhost" },
    body: JSON.stringify(init.json),
  });
}

/** Logs a visitor in through a working venue; answers the session cookie to send back. */
async function logIn(bindings: Env, email: string): Promise<string> {
  const login = await account(bindings, "/login", { json: { email, password: "riktig-passord" } });
  expect(login.status).toBe(200);
  return login.headers
    .getAll("Set-Cookie")
    .find((h) => h.startsWith("__Host-kinoweb-session="))!
    .split(";")[0]!;
}

describe.each(FAULTS)("the account proxy when the venue plays %s", (fault) => {
  const scenario = stubScenario();
  const healthy = siteEnv({ VENUE_118_URL: scenario.baseUrl("ok") });
  const faulty = siteEnv({ VENUE_118_URL: scenario.baseUrl(fault) });
  let cookie = "";

  beforeAll(async () => {
    cookie = await logIn(healthy, `faults-${fault}@example.no`);
  });

  it("answers the visitor's tickets with a stable error in time, one call (a refresh and a retry on 401), pages 200 during and after", async () => {
    const seen = await scenario.observe(fault, async () => {
      const during = pageStatuses(faulty);
      return { tickets: await account(faulty, "/tickets", { cookie }), during: await during };
    });
    await expectFaultAnswer(fault, seen.value.tickets, seen.ms, ANSWER[fault]);
    // One line naming the fault; none for a timeout (the 504 says it) or a refused session.
    expect(seen.lines, seen.lines.join("\n")).toHaveLength(WAITS_FOR_TIMEOUT.has(fault) || fault === "unauthorized" ? 0 : 1);
    for (const line of seen.lines) expect(line).toMatch(REASON[fault]);
    expect(seen.value.during).toEqual(PAGES.map(() => 200));
    expect(seen.calls).toEqual(
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

  it("answers a login with a stable error in time and asks the venue once", async () => {
    const seen = await scenario.observe(fault, () => account(faulty, "/login", { json: { email: `ny-${fault}@example.no`, password: "passord-1234" } }));
    // A venue that refuses the login is a wrong password to the visitor, as the venue API has it (docs/venue-api.md).
    await expectFaultAnswer(fault, seen.value, seen.ms, fault === "unauthorized" ? { status: 401, code: "invalid_credentials" } : ANSWER[fault]);
    expect(seen.calls).toEqual(fault === "dead" ? {} : { "api/LoginDx": 1 });
    expect(await pageStatuses(faulty)).toEqual(PAGES.map(() => 200));
  });

  it("answers the watch list with a stable error in time after one token switch and no second", async () => {
    const cookie = await logIn(healthy, `watch-${fault}@example.no`);
    const seen = await scenario.observe(fault, () => account(faulty, "/watchlist", { cookie }));
    await expectFaultAnswer(fault, seen.value, seen.ms, ANSWER[fault]);
    // The site switches tokens before the watch list (docs/venue-api.md); a failed switch ends the request there.
    expect(seen.calls).toEqual(
      fault === "dead" ? {} : fault === "unauthorized" ? { "api/SwitchTokensDx": 1, "api/GetWatchlistDx": 1 } : { "api/SwitchTokensDx": 1 },
    );
  });

  it("answers a logged-in visitor's reviews (a public call) with a stable error in time and keeps them logged in", async () => {
    const cookie = await logIn(healthy, `reviews-${fault}@example.no`);
    const seen = await scenario.observe(fault, () => account(faulty, "/movies/10251/reviews", { cookie }));
    await expectFaultAnswer(fault, seen.value, seen.ms, fault === "unauthorized" ? FAILED : ANSWER[fault]);
    // Under 401 forever: the session's call, one switch and one retry, then once without the
    // session (a public call must not log the visitor out); never more.
    expect(seen.calls).toEqual(
      fault === "dead" ? {} : fault === "unauthorized" ? { "api/GetReviewsByEdiDx": 3, "api/SwitchTokensDx": 1 } : { "api/GetReviewsByEdiDx": 1 },
    );
    expect((await account(faulty, "/me", { cookie })).status).toBe(200);
  });

  it("answers a film (a public call) with a stable error in time and asks the venue once", async () => {
    const seen = await scenario.observe(fault, () => account(faulty, "/movies/10251"));
    // To an anonymous visitor a venue that refuses a public call is simply failing.
    await expectFaultAnswer(fault, seen.value, seen.ms, fault === "unauthorized" ? FAILED : ANSWER[fault]);
    expect(seen.calls).toEqual(fault === "dead" ? {} : { "api/GetMovieByEdiDx": 1 });
    expect((await account(healthy, "/movies/10251")).status).toBe(200);
  });
});

describe.each<Fault>(["dead", "status-500", "reset"])("logging in through a venue outage (%s)", (fault) => {
  const scenario = stubScenario();
  const healthy = siteEnv({ VENUE_118_URL: scenario.baseUrl("ok") });
  const faulty = siteEnv({ VENUE_118_URL: scenario.baseUrl(fault) });

  it("does not count the venue's failures as wrong passwords: the visitor logs in once it is back", async () => {
    const ip = randomIp("203.0.113");
    const email = `utholdende-${fault}@example.no`;
    const login = (bindings: Env) => account(bindings, "/login", { ip, json: { email, password: "riktig-passord" } });
    // More tries than the e-mail's ceiling (8 in ten minutes), as a visitor pressing "Logg inn" again.
    const statuses: number[] = [];
    await logLines(async () => {
      for (let i = 0; i < 10; i++) statuses.push((await login(faulty)).status);
    });
    expect(statuses).toEqual(statuses.map(() => 502));
    expect((await login(healthy)).status).toBe(200);
  });
});

describe.each<Fault>(["dead", "status-500", "silence"])("signing up and asking for a password e-mail through a venue outage (%s)", (fault) => {
  const scenario = stubScenario();
  const healthy = siteEnv({ VENUE_118_URL: scenario.baseUrl("ok") });
  const faulty = siteEnv({ VENUE_118_URL: scenario.baseUrl(fault) });

  it("does not use up the hour's attempts: once the venue is back, the visitor signs up and gets the e-mail", async () => {
    const ip = randomIp("192.0.2");
    const email = `tolmodig-${fault}@example.no`;
    const signUp = (bindings: Env) => account(bindings, "/users", { ip, json: { email, password: "langt-nok-passord", userName: "Tolmodig" } });
    const reset = (bindings: Env) => account(bindings, "/password-reset", { ip, json: { email } });
    // More tries than either ceiling (3 an hour per e-mail), as a visitor pressing the button again.
    const statuses: number[] = [];
    await logLines(async () => {
      for (let i = 0; i < 4; i++) statuses.push((await signUp(faulty)).status, (await reset(faulty)).status);
    });
    expect(new Set(statuses)).toEqual(new Set([ANSWER[fault].status]));
    expect((await signUp(healthy)).status).toBe(201);
    expect((await reset(healthy)).status).toBe(202);
  }, 30_000);
});
