import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../src/config/app-env";
import { securityHeaders } from "../../src/middleware/security-headers";
import { errorPage } from "../../src/routes/error-page";
import worker from "../../src/worker";
import { policyProblems } from "../support/security-policy";
import { clientAssets } from "../../src/http/client-assets";
import { STYLESHEET_COOKIE, stylesheetHash } from "../../src/shared/stylesheet-cookie";

const withCache = { ...env, EDGE_HTML_CACHE: "on" } as Env;

const bodies = new WeakMap<Response, string>();

/** One request to the whole worker, its background work (cache writes) awaited; its body in `bodies`. */
async function visit(url: string, init: RequestInit = {}, bindings: Env = env): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, { redirect: "manual", ...init }), bindings, ctx);
  bodies.set(response, await response.text());
  await waitOnExecutionContext(ctx);
  return response;
}

async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}

/** Each inline `<style>` of an HTML answer must be allowed by its exact hash, or the page loses its looks. */
async function unallowedStyles(response: Response): Promise<string[]> {
  const csp = response.headers.get("content-security-policy") ?? "";
  const styles = [...(bodies.get(response) ?? "").matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "");
  const missing: string[] = [];
  for (const style of styles) if (!csp.includes(`'sha256-${await sha256Base64(style)}'`)) missing.push(style.slice(0, 40));
  return missing;
}

/** Every kind of answer a visitor or a crawler gets from the worker. */
const ANSWERS: [kind: string, path: string, status: number][] = [
  ["front page", "/", 200],
  ["programme", "/kinoprogram?dag=2025-09-20", 200],
  ["BUFF programme", "/buff-program", 200],
  ["film page with a trailer", "/kystlinjer-DXM10234", 200],
  ["culture page", "/samisk-kveld", 200],
  ["article", `/article/${encodeURIComponent("film-&-fest")}`, 200],
  ["news list", "/nyheter?side=2", 200],
  ["text page", "/billettinfo", 200],
  ["English page", "/english-information", 200],
  ["search", "/search?q=kino", 200],
  ["Min side", "/min-side", 200],
  ["offline page", "/offline", 200],
  ["service worker", "/sw.js", 200],
  ["web app manifest", "/manifest.webmanifest", 200],
  ["page that does not exist", "/finnes-ikke", 404],
  ["robots.txt", "/robots.txt", 200],
  ["sitemap", "/sitemap.xml", 200],
  ["news feed", "/nyheter.rss", 200],
  ["events API", "/api/events?keys=nff25-nordlys-2", 200],
  ["events API with a bad query", "/api/events", 400],
  ["account API without a session", "/api/account/me", 401],
  ["redirect of a trailing slash", "/kinoprogram/", 301],
];

describe("the whole security policy", () => {
  it.each(ANSWERS)("is on the %s (%s)", async (_kind, path, status) => {
    const response = await visit(`https://www.nordkystfilm.no${path}`);
    expect(response.status).toBe(status);
    expect(policyProblems(response.headers)).toEqual([]);
    expect(await unallowedStyles(response)).toEqual([]);
  });

  it.each(ANSWERS)("allows every inline style of the %s (%s) as a browser holding the stylesheet gets it", async (_kind, path, status) => {
    const cookie = `${STYLESHEET_COOKIE}=${stylesheetHash(clientAssets.css.file)}`;
    const response = await visit(`https://www.nordkystfilm.no${path}`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(status);
    expect(policyProblems(response.headers)).toEqual([]);
    expect(await unallowedStyles(response)).toEqual([]);
  });

  it("is on a 304, which browsers merge into the page they kept", async () => {
    const first = await visit("https://www.nordkystfilm.no/festivalen");
    const again = await visit("https://www.nordkystfilm.no/festivalen", { headers: { "If-None-Match": first.headers.get("etag") ?? "" } });
    expect(again.status).toBe(304);
    expect(policyProblems(again.headers)).toEqual([]);
    expect(again.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
  });

  it("is on a page and a 304 answered from the edge HTML cache", async () => {
    const url = "https://www.nordkystfilm.no/filmer";
    const miss = await visit(url, {}, withCache);
    const hit = await visit(url, {}, withCache);
    expect(hit.headers.get("x-edge-cache")).toBe("hit");
    expect(policyProblems(hit.headers)).toEqual([]);
    expect(await unallowedStyles(hit)).toEqual([]);
    expect(hit.headers.get("content-security-policy")).toBe(miss.headers.get("content-security-policy"));
    const notModified = await visit(url, { headers: { "If-None-Match": hit.headers.get("etag") ?? "" } }, withCache);
    expect(notModified.status).toBe(304);
    expect(policyProblems(notModified.headers)).toEqual([]);
  });

  it("is on the error page of a request that failed before anything was read", async () => {
    // The worker's own order: security headers around the routes, the error page for what they throw.
    const app = new Hono<AppEnv>().use(securityHeaders).get("/boom", () => {
      throw new Error("a bug");
    });
    app.onError(errorPage);
    const response = await app.request("https://www.nordkystfilm.no/boom", {}, env);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("Noe gikk galt");
    expect(policyProblems(response.headers)).toEqual([]);
  });

  it("names the ticket checkout for pictures and forms, and no other outside host", async () => {
    const csp = (await visit("https://www.nordkystfilm.no/kinoprogram")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("img-src 'self' data: https://billett.havvikkino.no;");
    expect(csp).toContain("form-action 'self' https://billett.havvikkino.no;");
  });
});

describe("plain http", () => {
  it("answers 301 to the same address on https, query included, before the page is read", async () => {
    const response = await visit("http://www.nordkystfilm.no/kinoprogram?dag=2025-09-20&utm_source=plakat");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("https://www.nordkystfilm.no/kinoprogram?dag=2025-09-20&utm_source=plakat");
  });

  it("also for the APIs and a path that does not exist", async () => {
    for (const path of ["/api/events", "/finnes-ikke"]) {
      const response = await visit(`http://www.nordkystfilm.no${path}`);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(`https://www.nordkystfilm.no${path}`);
    }
  });

  it("is left alone on a developer's own machine and local network", async () => {
    for (const host of ["localhost:8787", "127.0.0.1:8787", "192.168.1.20:8787", "kinoweb.localhost"]) {
      expect((await visit(`http://${host}/billettinfo`)).status, host).toBe(200);
    }
  });
});

describe("alias hosts", () => {
  it("answer 301 to the same path and query on the site's host", async () => {
    for (const alias of ["nordkystfilm.no", "nff.havvikkino.no", "BUFF.nordkystfilm.no"]) {
      const response = await visit(`https://${alias}/buff-program?alder=7&utm_campaign=skole`);
      expect(response.status, alias).toBe(301);
      expect(response.headers.get("location"), alias).toBe("https://www.nordkystfilm.no/buff-program?alder=7&utm_campaign=skole");
    }
  });

  it("leave the site's own host and unknown hosts alone", async () => {
    expect((await visit("https://www.nordkystfilm.no/buff-program")).status).toBe(200);
    expect((await visit("https://kinoweb.example.workers.dev/buff-program")).status).toBe(200);
  });
});
