import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { inject } from "vitest";
import worker from "../../../src/worker";
import type { Play as StubPlay } from "../stub/plays";
import type { CallCounts } from "../stub/upstream-stub";
import { UPSTREAM_TIMEOUT_MS } from "../upstream-timeout";
import { logLines } from "./log-lines";

/** The plays that send a working answer padded to its body cap, or one byte past it (stub/plays.ts). */
export type CapPlay = "at-the-cap" | "over-the-cap";
/** A fault the upstream stub plays (stub/plays.ts), or "dead": a port nothing listens on. */
export type Fault = Exclude<StubPlay, "ok" | CapPlay> | "dead";
export type Play = Fault | "ok" | CapPlay;

/** Every fault the suite plays, for `describe.each`. */
export const FAULTS: readonly Fault[] = [
  "dead",
  "silence",
  "one-byte-a-second",
  "status-500",
  "reset",
  "malformed-json",
  "captive-portal",
  "unauthorized",
  "ten-megabytes",
];

/** The suite's upstream timeout, the same for every upstream. */
export const TIMEOUT_MS = UPSTREAM_TIMEOUT_MS;
/** Every answer comes before this: a third of the stub's 30 s of silence (stub/plays.ts HANG_MS). */
export const HANG_BOUND_MS = 10_000;

/**
 * How the one log line of a failed call names each fault (src/upstream/upstream-error.ts): the
 * suite checks the site failed for the right reason, e.g. that 10 MB were cut off at the size cap
 * rather than read whole and found not to be JSON.
 */
export const REASON: Record<Fault, RegExp> = {
  dead: /\bnetwork\b/,
  silence: /\btimeout\b/,
  "one-byte-a-second": /\btimeout\b/,
  "status-500": /\b500\b/,
  reset: /\bnetwork\b/,
  "malformed-json": /\bbad-response\b/,
  "captive-portal": /\bbad-response\b/,
  unauthorized: /\b401\b/,
  "ten-megabytes": /\btoo-large\b/,
};

/** Faults that leave the site waiting until its timeout: the answer comes after it. */
export const WAITS_FOR_TIMEOUT: ReadonlySet<Fault> = new Set(["silence", "one-byte-a-second"]);

/** Faults that would hold a connection for long unless the site hangs up: it must. */
export const HANGS_UP_ON: ReadonlySet<Fault> = new Set(["silence", "one-byte-a-second", "ten-megabytes"]);

/**
 * One scenario on the upstream stub: its own calls, and base URLs that play a given fault.
 *
 * @example const s = stubScenario(); s.baseUrl("status-500") // "http://127.0.0.1:PORT/<id>/status-500/"
 */
export function stubScenario(id: string = crypto.randomUUID()) {
  const stub = inject("stubOrigin");
  return {
    baseUrl: (play: Play) => `${play === "dead" ? inject("deadOrigin") : stub}/${id}/${play}/`,
    /** The calls the stub received for `play` in this scenario, by path (none ever for "dead"). */
    async calls(play: Play): Promise<Record<string, number>> {
      const counts = (await (await fetch(`${stub}/__calls/${id}`)).json()) as CallCounts;
      return counts[play] ?? {};
    },
    /**
     * `work` run once, and what it cost: its result, how long it took, the log lines it wrote
     * (kept out of the test output), and the calls the stub received for `play` meanwhile, by path.
     */
    async observe<T>(play: Play, work: () => Promise<T>): Promise<{ value: T; ms: number; lines: string[]; calls: Record<string, number> }> {
      const before = await this.calls(play);
      const { value: run, lines } = await logLines(() => timed(work));
      const after = await this.calls(play);
      const calls = Object.fromEntries(Object.entries(after).flatMap(([path, n]) => (n > (before[path] ?? 0) ? [[path, n - (before[path] ?? 0)]] : [])));
      return { value: run.value, ms: run.ms, lines, calls };
    },
    /**
     * Once the site has closed every connection of `play` (the stub waits at most 5 s): how many
     * answers there were, how many are still open, and how many were closed before they finished.
     */
    async hangUps(play: Play): Promise<{ total: number; open: number; cutOff: number }> {
      return (await fetch(`${stub}/__hang-ups/${id}/${play}`)).json();
    },
  };
}

/**
 * The site's bindings with `overrides`, and without the sandbox venue's service binding, so the
 * venue is reached over the network at the configured VENUE_118_URL as in production.
 */
export function siteEnv(overrides: Record<string, string>): Env {
  const { VENUE_SANDBOX: _sandbox, ...rest } = env;
  return { ...rest, ...overrides } as Env;
}

/** Calls the worker as a browser would, with these bindings, its background work awaited. */
export async function visit(bindings: Env, path: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://localhost${path}`, { redirect: "manual", ...init }), bindings, ctx);
  // The body is read whole so a streamed page is really finished before the test goes on.
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(body, response);
}

/** `work`'s result and how long it took. */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
}

/** Pages a visitor opens: the front page, the programme and a film page. */
export const PAGES = ["/", "/kinoprogram", "/makeoya-DXM10302"] as const;

/** The status of each page in PAGES under these bindings. */
export async function pageStatuses(bindings: Env): Promise<number[]> {
  return Promise.all(PAGES.map(async (path) => (await visit(bindings, path)).status));
}
