import { exports } from "cloudflare:workers";

/** The demo login of the seed (migrations/0002_seed.sql). */
export const DEMO = { email: "demo@nordkystfilm.no", password: "kinokveld", userName: "Ragna Demo" };

/** Calls the sandbox venue as the site does. `body` is sent as JSON; `session` as the cookie. */
export async function call(
  path: string,
  options: { method?: string; body?: unknown; rawBody?: string; session?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.session) headers.set("Cookie", `VenueSession=${options.session}`);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  return exports.default.fetch(new Request(`http://venue.local${path}`, { method, headers, body }));
}

/** The VenueSession value a response sets, if any. */
export function sessionCookie(response: Response): string | undefined {
  const header = response.headers.getAll("Set-Cookie").find((c) => c.startsWith("VenueSession="));
  return header ? /^VenueSession=([^;]*)/.exec(header)?.[1] : undefined;
}

/** Logs in and returns the session cookie value and the marsToken. */
export async function login(email = DEMO.email, password = DEMO.password): Promise<{ session: string; marsToken: string }> {
  const response = await call("/api/LoginDx", { body: { Email: email, Password: password } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const { marsToken } = await response.json<{ marsToken: string }>();
  const session = sessionCookie(response);
  if (!session) throw new Error("login set no VenueSession cookie");
  return { session, marsToken };
}

/** A control call under /__sandbox/. */
export function control(path: string, body?: unknown, method = "POST"): Promise<Response> {
  return call(`/__sandbox/${path}`, { method, body });
}
