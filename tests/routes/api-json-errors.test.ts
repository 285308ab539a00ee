import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../src/routes/account/guards";
import worker from "../../src/worker";
import { randomAddress } from "../support/account";

const ORIGIN = "http://localhost";
const TOKEN = "api-errors-token-for-tests-0123456789";
const withToken = { ...env, ADMIN_TOKEN: TOKEN } as Env;

/** A call to the site as a browser or a script would make it, from this site's page (Origin), background work awaited. */
async function call(path: string, init: RequestInit = {}, bindings: Env = env): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("Origin")) headers.set("Origin", ORIGIN);
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", randomAddress());
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, init.method ? { ...init, headers } : { headers }), bindings, ctx);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(body, response);
}

/** The API's one error shape: JSON `{ error: { code, message } }`, the code given, a message to read. */
async function expectApiError(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ error: { code, message: expect.stringMatching(/\S/) } });
}

const json = (value: unknown) => ({ "Content-Type": "application/json", body: JSON.stringify(value) });

describe("every /api/* answer is JSON, errors included", () => {
  it.each(["/api/foo", "/api", "/api/account/finnes-ikke", "/api/events/a/b/c", "/api/admin/finnes-ikke", "/api/search/finnes-ikke"])(
    "answers 404 JSON for an unknown API path: %s",
    async (path) => {
      const response = await call(path);
      await expectApiError(response, 404, "not_found");
      expect(response.headers.get("Cache-Control")).toMatch(/no-store/);
    },
  );

  it.each([
    ["GET", "/api/"],
    ["POST", "/api/account/login/"],
    ["GET", "/api/events/"],
  ])("answers 404 JSON, not a redirect, to %s %s (an API path has one spelling)", async (method, path) => {
    const body =
      method === "GET"
        ? {}
        : { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "demo@nordkystfilm.no", password: "kinokveld" }) };
    const response = await call(path, { method, ...body });
    await expectApiError(response, 404, "not_found");
    expect(response.headers.get("Location")).toBeNull();
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it.each([
    ["GET", "/api/admin/purge", "POST"],
    ["DELETE", "/api/events", "GET, HEAD"],
    ["POST", "/api/events/nff25-0001.ics", "GET, HEAD"],
    ["GET", "/api/account/login", "POST"],
    ["PUT", "/api/account/calendar", "GET, HEAD, POST"],
    ["POST", "/api/search/suggest", "GET, HEAD"],
  ])("answers %s %s with 405 JSON and Allow: %s", async (method, path, allow) => {
    const response = await call(path, { method });
    await expectApiError(response, 405, "method_not_allowed");
    expect(response.headers.get("Allow")).toBe(allow);
  });

  it("answers a wrong method on the admin route 405 with the token too", async () => {
    const response = await call("/api/admin/purge", { headers: { Authorization: `Bearer ${TOKEN}` } }, withToken);
    await expectApiError(response, 405, "method_not_allowed");
    expect(response.headers.get("Allow")).toBe("POST");
  });

  it("answers 413 JSON to a body over the limit, on the account and the admin routes", async () => {
    const padding = "x".repeat(MAX_BODY_BYTES);
    await expectApiError(
      await call("/api/account/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "a@nordkystfilm.no", password: padding }),
      }),
      413,
      "too_large",
    );
    const admin = await call(
      "/api/admin/purge",
      { method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${TOKEN}` }, body: JSON.stringify({ path: "/", padding }) },
      withToken,
    );
    await expectApiError(admin, 413, "too_large");
  });

  it("answers 415 JSON to a body that is not JSON", async () => {
    const response = await call("/api/account/login", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "email=a@b.no&password=x" });
    await expectApiError(response, 415, "json_required");
  });

  it("answers 429 JSON with Retry-After once a limit is reached", async () => {
    const email = `grense-${crypto.randomUUID()}@nordkystfilm.no`;
    // A new user, as the password reset caps its mails silently (users-and-reset.test.ts).
    const ask = () =>
      call("/api/account/users", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: json({ email, password: "nordlys2025", userName: "Grense" }).body,
      });
    const statuses: number[] = [];
    let last = new Response();
    for (let i = 0; i < 10 && !statuses.includes(429); i++) {
      last = await ask();
      statuses.push(last.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(Number(last.headers.get("Retry-After"))).toBeGreaterThan(0);
    await expectApiError(last, 429, "rate_limited");
  });

  it("answers 403 JSON to a call from another site's page", async () => {
    await expectApiError(await call("/api/account/logout", { method: "POST", headers: { Origin: "https://evil.example" } }), 403, "cross_origin");
  });

  it("says it in the language the browser asks for: Norwegian by default, English when English comes first", async () => {
    const say = async (acceptLanguage?: string) => {
      const response = await call("/api/account/tickets", acceptLanguage ? { headers: { "Accept-Language": acceptLanguage } } : {});
      expect(response.status).toBe(401);
      return ((await response.json()) as { error: { message: string } }).error.message;
    };
    expect(await say()).toBe("Du må logge inn først.");
    expect(await say("nb-NO,nb;q=0.9,en;q=0.8")).toBe("Du må logge inn først.");
    expect(await say("en-GB,en;q=0.9")).toBe("Please log in first.");
  });

  it("names the field that is wrong when its rule has no sentence of its own, and uses the rule's sentence when it has one", async () => {
    const post = (body: unknown) => call("/api/account/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const message = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;
    expect(await message(await post({ email: 42, password: "x" }))).toBe("Feltet «email» mangler eller er feil.");
    expect(await message(await post({ email: "ikke en adresse", password: "x" }))).toBe("Skriv en gyldig e-postadresse.");
  });
});
