// The soak's credential-stuffing phase: a list of leaked e-mails and passwords tried from
// thousands of networks, so that only the site's ceiling on failed logins without a device
// cookie (src/rate-limit/limits.ts, `login.site`) can stop it, while the demo visitor logs in on
// their own browser every two seconds and another visitor, without a device cookie, tries too.
import { setTimeout as sleep } from "node:timers/promises";
import { OTHER_VISITOR, VISITOR, stuffingLogin } from "./soak-mix.mjs";
import { droppedByProxy } from "./soak-report.mjs";

/** How often the visitors log in during the phase. */
const VISITOR_EVERY_MS = 2000;
const below = (n) => Math.floor(Math.random() * n);

/** One login; resolves with its status, Retry-After and the device cookie it set, or status 0 when there was no answer. */
async function loginOnce(baseUrl, spec) {
  try {
    const res = await fetch(new URL(spec.path, baseUrl), { method: "POST", headers: spec.headers, body: spec.body, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    const device = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("__Host-kinoweb-device="))
      ?.split(";")[0];
    // The start of a 5xx, to tell the site's answer from wrangler dev's (soak-report.mjs).
    const sample = res.status >= 500 ? text.slice(0, 200) : undefined;
    return { status: res.status, retryAfter: Number(res.headers.get("retry-after")) || undefined, device, ...(sample === undefined ? {} : { sample }) };
  } catch {
    return { status: 0 };
  }
}

const visitorLogin = (baseUrl, who, ip, cookie) => ({
  path: "/api/account/login",
  headers: { "content-type": "application/json", origin: baseUrl, "cf-connecting-ip": ip, ...(cookie ? { cookie } : {}) },
  body: JSON.stringify({ email: who.email, password: who.password }),
});

/** How long the ceiling must have answered before a phase that outlasted the load may end. */
const HOLD_MS = 10_000;

/**
 * Runs the phase until `until` (ms on performance.now()): `concurrency` senders of the list, and
 * the two visitors. On a machine too busy to fail the ceiling's number of logins by then, it goes
 * on past `until` (the load has ended) until the ceiling has answered for HOLD_MS, at the latest
 * until `latest`. `at` is seconds since `t0`.
 *
 * @returns {Promise<{ stuffing: { at: number, status: number, retryAfter?: number }[], visitor: { at: number, status: number }[], other: { at: number, status: number, retryAfter?: number }[] }>}
 */
export async function stuffingPhase({ baseUrl, device, t0, until, latest, concurrency = 8 }) {
  const at = () => (performance.now() - t0) / 1000;
  const stuffing = [];
  const visitor = [];
  const other = [];
  let metAt;
  // Twenty logins in a row without an answer: the site is gone (wrangler dev exited), nothing more to learn.
  let unanswered = 0;
  const going = () => {
    const now = performance.now();
    if (unanswered >= 20) return false;
    return now < until || (now < latest && (metAt === undefined || now < metAt + HOLD_MS));
  };
  const sender = async () => {
    while (going()) {
      const when = at();
      const outcome = await loginOnce(baseUrl, stuffingLogin(baseUrl));
      stuffing.push({ at: when, took: at() - when, ...outcome });
      if (outcome.status === CHALLENGED) metAt ??= performance.now();
      unanswered = outcome.status === 0 ? unanswered + 1 : 0;
      // No answer (wrangler dev gone): no busy loop of refused connections.
      if (outcome.status === 0) await sleep(100);
    }
  };
  const visitors = async () => {
    let cookie = device;
    while (going()) {
      const round = performance.now();
      const own = await loginOnce(baseUrl, visitorLogin(baseUrl, VISITOR, VISITOR.ip, cookie));
      visitor.push({ at: at(), status: own.status, ...(own.sample === undefined ? {} : { sample: own.sample }) });
      // Each login gives the browser a new device cookie in place of the one it showed.
      if (own.device) cookie = own.device;
      const fresh = `198.18.${below(256)}.${1 + below(254)}`;
      const stranger = await loginOnce(baseUrl, visitorLogin(baseUrl, OTHER_VISITOR, fresh));
      other.push({ at: at(), status: stranger.status, retryAfter: stranger.retryAfter, ...(stranger.sample === undefined ? {} : { sample: stranger.sample }) });
      await sleep(Math.max(0, VISITOR_EVERY_MS - (performance.now() - round)));
    }
  };
  await Promise.all([...Array.from({ length: concurrency }, sender), visitors()]);
  return { stuffing, visitor, other };
}

/** What a login past the site's ceiling without a device cookie and without a solved challenge answers. */
const CHALLENGED = 403;

/** How many of `outcomes` had each status: "401 ×300, 403 ×2100". */
function countByStatus(outcomes) {
  const counts = new Map();
  for (const o of outcomes) counts.set(o.status, (counts.get(o.status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status || "no answer"} ×${n}`)
    .join(", ");
}

/**
 * What the phase showed, as the soak's events: once the site's ceiling was reached, the stuffing
 * met the login challenge (403 `challenge_required`: a script that does not solve it gets no
 * further, and nobody is locked out: docs/decisions/041); the demo visitor with their device
 * cookie logged in every time; the other visitor without one got in until the ceiling and then
 * met the challenge like the list (a browser solves it in the page: tests/e2e/login-challenge.test.ts).
 * A login wrangler dev's proxy dropped before the site saw it (soak-report.mjs `droppedByProxy`)
 * is counted apart and judged by nobody.
 *
 * @returns {{ name: string, ok: boolean, detail: string, figures: object }[]}
 */
export function stuffingEvents(phase) {
  const dropped = Object.values(phase).flat().filter(droppedByProxy).length;
  const [stuffing, visitor, other] = [phase.stuffing, phase.visitor, phase.other].map((list) => list.filter((o) => !droppedByProxy(o)));
  const refused = stuffing.filter((o) => o.status === CHALLENGED);
  const failed = stuffing.filter((o) => o.status === 401);
  const first = refused[0];
  const last = refused.at(-1);
  const wrong = stuffing.filter((o) => o.status !== 401 && o.status !== CHALLENGED);
  const stuffingOk = refused.length > 0 && wrong.length === 0;
  const firstWrong = [...stuffing, ...visitor, ...other].find((o) => o.sample !== undefined);
  const ownOk = visitor.length > 0 && visitor.every((o) => o.status === 200);
  const otherRefused = other.find((o) => o.status === CHALLENGED);
  const otherOk =
    otherRefused !== undefined &&
    other.every((o) => o.status === 200 || o.status === CHALLENGED) &&
    other.filter((o) => o.at > otherRefused.at).every((o) => o.status === CHALLENGED);
  const apart = dropped
    ? `; ${dropped} login${dropped === 1 ? "" : "s"} dropped by wrangler dev's proxy before the site saw ${dropped === 1 ? "it" : "them"}, counted apart`
    : "";
  const span = (list) => (list.length ? `${list[0].at.toFixed(1)}–${list.at(-1).at.toFixed(1)} s` : "–");
  return [
    {
      name: "credential stuffing",
      ok: stuffingOk,
      detail: `${stuffing.length} logins of leaked e-mails from as many addresses (${span(stuffing)}): ${countByStatus(stuffing)}; ${failed.length} failed before the site's ceiling, the login challenge from ${first?.at.toFixed(1) ?? "–"} s to ${last?.at.toFixed(1) ?? "–"} s${apart}`,
      figures: {
        total: stuffing.length,
        droppedByWrangler: dropped,
        byStatus: countByStatus(stuffing),
        failedBeforeCeiling: failed.length,
        firstChallengedAt: first?.at,
        lastChallengedAt: last?.at,
      },
    },
    {
      name: "visitor logins through the stuffing",
      ok: ownOk && otherOk,
      detail: `the demo visitor with their device cookie, every 2 s (${span(visitor)}): ${countByStatus(visitor)}; another visitor with the right password and no device cookie, from a new address each time: ${countByStatus(other)}${otherRefused ? `, the login challenge from ${otherRefused.at.toFixed(1)} s` : ""}${firstWrong ? `; the first 5xx said: ${firstWrong.sample.replace(/\s+/g, " ")}` : ""}`,
      figures: { visitor: countByStatus(visitor), other: countByStatus(other), otherRefusedFrom: otherRefused?.at },
    },
  ];
}
