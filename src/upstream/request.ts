import { CONTENT_MAX_BODY_BYTES, boundedResponse } from "./bounded-body";
import { UpstreamError } from "./upstream-error";

/** Anything with fetch: the global one, or a service binding (the local sandbox venue). */
export type Transport = { fetch(input: Request): Promise<Response> };

/**
 * How a call authenticates. Token auth can refresh itself: a 401 makes the
 * helper call `refresh()` once and retry once; a second 401 is thrown. `refresh` answers false
 * when it will not switch again (the request already did: one switch per request), and the 401
 * is thrown without a retry.
 */
export type Auth =
  | { kind: "none" }
  | { kind: "basic"; user: string; password: string }
  | { kind: "token"; apply(headers: Headers): void; refresh(): Promise<boolean> };

export type RequestOptions = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Path with `:param` placeholders, relative to the base URL, e.g. `sites/:siteId/events`. */
  path: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  json?: unknown;
  /** A form body (application/x-www-form-urlencoded), as OAuth token endpoints take (RFC 6749 §4.4.2). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  auth?: Auth;
};

/** `maxBodyBytes`: the most of an answer that is read (default CONTENT_MAX_BODY_BYTES). */
export type UpstreamConfig = { transport: Transport; baseUrl: string; timeoutMs: number; maxBodyBytes?: number };

/** Substitutes `:name` placeholders, each value percent-encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

function buildRequest(config: UpstreamConfig, options: RequestOptions): Request {
  const url = new URL(fillPath(options.path, options.params), config.baseUrl);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers = new Headers(options.headers);
  headers.set("Accept", "application/json");
  if (options.json !== undefined) headers.set("Content-Type", "application/json");
  if (options.form !== undefined) headers.set("Content-Type", "application/x-www-form-urlencoded");
  const auth = options.auth ?? { kind: "none" };
  if (auth.kind === "basic") headers.set("Authorization", `Basic ${btoa(`${auth.user}:${auth.password}`)}`);
  if (auth.kind === "token") auth.apply(headers);
  return new Request(url, {
    method: options.method,
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.form && new URLSearchParams(options.form).toString(),
    // Every upstream call has a deadline (docs/architecture.md "Where we depart from the
    // specification").
    signal: AbortSignal.timeout(config.timeoutMs),
  });
}

async function send(config: UpstreamConfig, options: RequestOptions): Promise<Response> {
  let response: Response;
  try {
    // The body is read here, under the same timeout and a size cap: callers get a bounded copy.
    response = await boundedResponse(await config.transport.fetch(buildRequest(config, options)), config.maxBodyBytes ?? CONTENT_MAX_BODY_BYTES, options.path);
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new UpstreamError(timedOut ? "timeout" : "network", options.path);
  }
  if (response.status >= 200 && response.status <= 299) return response;
  const body = await response.json().catch(() => undefined);
  throw new UpstreamError(response.status, options.path, body);
}

/**
 * The one way this worker calls an upstream API: placeholders, GET/POST/PUT/DELETE, basic or
 * token auth, a timeout on every call, a size cap on every answer (bounded-body.ts), and under token auth one refresh and one retry on 401
 * (retry on 401 is 1). Answers the successful Response; throws UpstreamError.
 *
 * @example await request(config, { method: "GET", path: "api/GetTicketsDx", query: { skip: 0, take: 10 }, auth })
 */
export async function request(config: UpstreamConfig, options: RequestOptions): Promise<Response> {
  try {
    return await send(config, options);
  } catch (error) {
    const auth = options.auth;
    if (!(error instanceof UpstreamError) || !error.isUnauthorized || auth?.kind !== "token") throw error;
    if (!(await auth.refresh())) throw error;
    return send(config, options);
  }
}
