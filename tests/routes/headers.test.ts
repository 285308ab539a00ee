import { describe, expect, it } from "vitest";
import { fetchPage } from "../support/fetch-page";

async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}

describe("security headers", () => {
  it("are on every page, the 404 page and robots.txt", async () => {
    for (const path of ["/", "/finnes-ikke", "/robots.txt"]) {
      const { response } = await fetchPage(path);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("strict-transport-security"), path).toMatch(/max-age=\d+/);
      expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    }
  });

  it("allow one inline script and one inline style, each only by its exact hash", async () => {
    const { response, html } = await fetchPage("/billettinfo");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain("unsafe-inline'; script");
    // The one inline script adds the page's modules after the first paint (docs/decisions/054).
    const scripts = [...html.matchAll(/<script(?![^>]*\b(src=|type="application\/(ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[3] ?? "");
    expect(scripts).toHaveLength(1);
    expect(csp).toContain(`script-src 'self' 'sha256-${await sha256Base64(scripts[0] ?? "")}'`);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "");
    expect(styles).toHaveLength(1);
    expect(csp).toContain(`'sha256-${await sha256Base64(styles[0] ?? "")}'`);
  });

  it("include the theme's style snippet: white background, black text", async () => {
    const { html } = await fetchPage("/");
    expect(html).toMatch(/<style>[\s\S]*background:#fff[\s\S]*color:#000[\s\S]*<\/style>/);
  });
});

describe("caching of pages", () => {
  it("lets the edge keep pages and serve them stale while it refreshes", async () => {
    const { response } = await fetchPage("/kinoprogram");
    expect(response.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    expect(response.headers.get("cache-control")).toMatch(/stale-while-revalidate=\d+/);
    expect(response.headers.get("etag")).toMatch(/^W\/".+"$/);
  });

  it("answers 304 without a body when the browser's copy is current", async () => {
    const first = await fetchPage("/festivalen");
    const etag = first.response.headers.get("etag") ?? "";
    const again = await fetchPage("/festivalen", { headers: { "If-None-Match": etag } });
    expect(again.response.status).toBe(304);
    expect(again.html).toBe("");
    // Browsers merge a 304's headers into the cached page: its policy must still allow the style.
    expect(again.response.headers.get("content-security-policy")).toBe(first.response.headers.get("content-security-policy"));
    const other = await fetchPage("/festivalen", { headers: { "If-None-Match": 'W/"something-else"' } });
    expect(other.response.status).toBe(200);
  });

  it("gives a search page with another query another ETag", async () => {
    const a = (await fetchPage("/search?q=kino")).response.headers.get("etag");
    const b = (await fetchPage("/search?q=buff")).response.headers.get("etag");
    expect(a).not.toBe(b);
  });
});

describe("while the site is not published", () => {
  it("robots.txt turns every crawler away", async () => {
    const { response, html } = await fetchPage("/robots.txt");
    expect(response.status).toBe(200);
    expect(html).toMatch(/User-agent: \*\nDisallow: \/\n/);
  });

  it("every page says noindex in a header and in its head", async () => {
    const { response, html } = await fetchPage("/");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});
