import { env, exports } from "cloudflare:workers";

export const ORIGIN = "http://localhost";
export const DEMO = { email: "demo@nordkystfilm.no", password: "kinokveld", userName: "Ragna Demo" };

/**
 * An address of its own for a call that names none: anywhere in 100.64.0.0/10 (shared address
 * space), so calls of a file fall in many /24 networks and no test meets the per-network login
 * ceiling by accident.
 */
export function randomAddress(): string {
  const n = () => Math.floor(Math.random() * 256);
  return `100.${64 + (n() % 64)}.${n()}.${(n() % 254) + 1}`;
}

/** Calls an account route as the site's own page would: same origin, JSON, the visitor's cookie. */
export async function account(
  path: string,
  init: { method?: string; json?: unknown; body?: string; cookie?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.method && init.method !== "GET" && !headers.has("Origin")) headers.set("Origin", ORIGIN);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  if (init.cookie) headers.set("Cookie", init.cookie);
  headers.set("CF-Connecting-IP", init.ip ?? randomAddress());
  const body = init.body ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
  return exports.default.fetch(new Request(`${ORIGIN}/api/account${path}`, { method: init.method ?? "GET", headers, body }));
}

/** The `name=value` of the session cookie a response sets, to send back as the browser would. */
export function sessionCookie(response: Response): string | undefined {
  const header = response.headers.getAll("Set-Cookie").find((h) => h.startsWith("__Host-kinoweb-session="));
  return header?.split(";")[0];
}

/** Logs a visitor in and answers the cookie to send on later calls. */
export async function loginAs(email: string, password: string): Promise<string> {
  const response = await account("/login", { method: "POST", json: { email, password } });
  const cookie = sessionCookie(response);
  if (response.status !== 200 || !cookie) throw new Error(`login of ${email} failed: ${response.status} ${await response.text()}`);
  return cookie;
}

/** Logs the demo visitor in and answers the cookie to send on later calls. */
export const loginDemo = (): Promise<string> => loginAs(DEMO.email, DEMO.password);

/**
 * A visitor of their own: a new user at the sandbox venue (password "kinokveld"), logged in, with
 * the venue's films `movieIds` added to the watch list in that order, and no tickets.
 */
export async function newVisitor(userName: string, movieIds: readonly number[]): Promise<{ email: string; cookie: string }> {
  const email = `${userName.toLowerCase()}-${crypto.randomUUID()}@nordkystfilm.no`;
  const created = await account("/users", { method: "POST", json: { email, password: DEMO.password, userName } });
  const cookie = sessionCookie(created);
  if (created.status !== 201 || !cookie) throw new Error(`new user failed: ${created.status} ${await created.text()}`);
  for (const id of movieIds) {
    const added = await account("/watchlist", { method: "POST", json: { id }, cookie });
    if (added.status !== 201) throw new Error(`adding film ${id} failed: ${added.status}`);
  }
  return { email, cookie };
}

/** The sandbox venue's control API (sandbox/venue/README.md), through the site's service binding. */
export async function sandbox(path: string, json?: unknown, method = "POST"): Promise<Response> {
  return venueDirect(`__sandbox/${path}`, json, method);
}

/** A call straight to the sandbox venue, past the proxy: to see what the venue itself answers. */
export async function venueDirect(path: string, json?: unknown, method = "POST"): Promise<Response> {
  const response = await env.VENUE_SANDBOX!.fetch(
    new Request(`http://venue.sandbox/${path}`, {
      method,
      headers: json === undefined ? {} : { "Content-Type": "application/json" },
      body: json === undefined ? undefined : JSON.stringify(json),
    }),
  );
  if (!response.ok) throw new Error(`venue ${path}: ${response.status}`);
  return response;
}

/**
 * Counts the venue calls `work` makes on each path, through the sandbox's fault counter: each
 * path is armed for 1000 uses (a 1 ms delay, or `status` to answer instead), and what is spent
 * afterwards is the number of calls.
 */
export async function countVenueCalls(paths: Record<string, { status?: number }>, work: () => Promise<unknown>): Promise<Record<string, number>> {
  const ARMED = 1000;
  await sandbox("faults", undefined, "DELETE");
  for (const [path, fault] of Object.entries(paths)) {
    await sandbox("faults", { path, times: ARMED, ...(fault.status === undefined ? { delayMs: 1 } : { status: fault.status }) });
  }
  await work();
  const armed = (await (await sandbox("faults", undefined, "GET")).json()) as { path: string; remaining: number }[];
  await sandbox("faults", undefined, "DELETE");
  return Object.fromEntries(Object.keys(paths).map((path) => [path, ARMED - (armed.find((f) => f.path === path.toLowerCase())?.remaining ?? 0)]));
}

/** One call the sandbox venue received: the partner path it came under, the call (lower case). */
export type VenueCall = { partner: string | null; method: string; path: string };

/**
 * The venue calls `work` makes, oldest first, from the sandbox's call log (GET /__sandbox/calls):
 * which partner's venue each reached, and every token switch and retry included.
 *
 * @example await venueCalls(() => account("/tickets", { cookie })) // [{ partner: "118", method: "GET", path: "api/getticketsdx" }]
 */
export async function venueCalls(work: () => Promise<unknown>): Promise<VenueCall[]> {
  await sandbox("calls", undefined, "DELETE");
  await work();
  return (await (await sandbox("calls", undefined, "GET")).json()) as VenueCall[];
}
