import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { appConfig } from "../src/config/env";

describe("worker configuration", () => {
  it("accepts the local configuration of wrangler.toml", () => {
    const config = appConfig(env);
    expect(config.ENVIRONMENT).toBe("local");
    expect(config.CONTENT_FRESH_SECONDS).toBe(60);
  });

  it("names every bad value at once instead of failing later", () => {
    const broken = { ...env, ENVIRONMENT: "prod", CONTENT_FRESH_SECONDS: "soon" };
    expect(() => appConfig(broken)).toThrow(/ENVIRONMENT.*CONTENT_FRESH_SECONDS/);
  });

  it("refuses an edge cache that is neither on nor off", () => {
    expect(() => appConfig({ ...env, EDGE_HTML_CACHE: "sometimes" })).toThrow(/EDGE_HTML_CACHE must be on or off/);
  });

  it("refuses a fixed demo clock outside a local run", () => {
    const staging = { ...env, ENVIRONMENT: "staging", DEMO_NOW: "2025-09-17T12:00:00+02:00" };
    expect(() => appConfig(staging)).toThrow(/DEMO_NOW may only be set when ENVIRONMENT is local/);
  });
});
