import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/worker";

async function loginWith(overrides: Record<string, unknown>): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request("http://localhost/api/account/login", {
    method: "POST",
    headers: { Origin: "http://localhost", "Content-Type": "application/json" },
    body: JSON.stringify({ email: "demo@nordkystfilm.no", password: "kinokveld" }),
  });
  const response = await worker.fetch(request, { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("account routes and their configuration", () => {
  it("refuse with 503 outside local development when no session secret is configured", async () => {
    const response = await loginWith({ ENVIRONMENT: "production", DEMO_NOW: undefined, SESSION_SECRET: undefined });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: "not_configured", message: "Innlogging er midlertidig utilgjengelig." } });
  });

  it("work in production once the secret is set", async () => {
    const response = await loginWith({ ENVIRONMENT: "production", DEMO_NOW: undefined, SESSION_SECRET: "a-production-secret-of-at-least-32-chars" });
    expect(response.status).toBe(200);
  });
});
