import { beforeAll, describe, expect, it } from "vitest";
import manifest from "../../build/client-manifest.json";
import { fetchPage, h1Of, mainOf, metaOf, titleOf } from "../support/fetch-page";

// The first request of a run fills KV with the site chrome; not part of what is measured here.
beforeAll(() => fetchPage("/offline"), 30_000);

/** The build info /sw.js puts in front of the worker code. */
function buildInfoOf(script: string): { version: string; precache: string[] } {
  const line = /^self\.KINOWEB_SW=(.*);$/m.exec(script)?.[1];
  expect(line, "the script starts with its build info").toBeDefined();
  return JSON.parse(line ?? "{}") as { version: string; precache: string[] };
}

describe("GET /sw.js", () => {
  it("is JavaScript the browser must always revalidate, served from the root", async () => {
    const { response } = await fetchPage("/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("names a version and caches the scripts every page links, its stylesheet, icon sprite and typeface, the offline page and the icons", async () => {
    const { html: script } = await fetchPage("/sw.js");
    const { version, precache } = buildInfoOf(script);
    expect(version).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const page = await fetchPage("/kinoprogram");
    const scripts = (/<script data-modules="([^"]+)"/.exec(page.html)?.[1] ?? "").split(" ").filter(Boolean);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(precache, src).toContain(src);
    // The whole stylesheet (which draws the page's icons) and the icon sprite (the islands' icons):
    // a page opened offline has its looks and icons.
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(page.html)?.[1];
    expect(stylesheet).toMatch(/^\/build\/site-[\w-]+\.css$/);
    expect(precache).toContain(stylesheet);
    // The typeface's Latin file (the stylesheet names it), so a page opened offline keeps its looks.
    expect(precache.filter((path) => /^\/build\/familjen-grotesk-latin-[\w-]+\.woff2$/.test(path))).toHaveLength(1);
    const sprite = precache.find((path) => /^\/build\/icons-[\w-]+\.svg$/.test(path));
    expect(sprite).toBe(manifest.icons);
    expect(precache).toContain(sprite);
    expect(precache).toEqual(expect.arrayContaining(["/offline", "/manifest.webmanifest", "/icons/icon-192.png", "/icons/maskable-512.png"]));
    expect(
      precache.every((path) => path.startsWith("/") && !path.startsWith("//")),
      "only this site's paths",
    ).toBe(true);
  });

  it("is the same script for every request of one deploy", async () => {
    const first = buildInfoOf((await fetchPage("/sw.js")).html);
    const second = buildInfoOf((await fetchPage("/sw.js")).html);
    expect(second.version).toBe(first.version);
  });
});

describe("GET /offline", () => {
  it("is a Norwegian page in the site's layout that says what works without network, never indexed", async () => {
    const { response, html } = await fetchPage("/offline");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-language")).toBe("nb");
    expect(html).toContain('<html lang="nb"');
    expect(h1Of(html)).toBe("Du er uten nett");
    expect(titleOf(html)).toBe("Nordkyst filmfestival | Du er uten nett");
    expect(metaOf(html, "robots")).toBe("noindex, nofollow");
    expect(mainOf(html)).toContain('href="/min-side"');
    expect(html).toContain('class="site-header');
    // Its inline style is allowed by hash like every page's, or it would show unstyled offline.
    expect(response.headers.get("content-security-policy")).toMatch(/style-src 'self' 'sha256-/);
  });
});

describe("GET /manifest.webmanifest", () => {
  it("is a web app manifest with name, start URL, colours and icons", async () => {
    const { response, html: body } = await fetchPage("/manifest.webmanifest");
    expect(response.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
    const manifest = JSON.parse(body) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: "Nordkyst filmfestival",
      lang: "nb",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#0b3954",
    });
    expect(manifest["icons"]).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: "512x512", purpose: "maskable", type: "image/png" }),
        expect.objectContaining({ sizes: "192x192", purpose: "any", type: "image/png" }),
      ]),
    );
  });

  it("is linked from every page, with the theme colour and the apple-touch-icon", async () => {
    for (const path of ["/", "/kinoprogram", "/min-side", "/finnes-ikke", "/offline"]) {
      const { html } = await fetchPage(path);
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
      expect(html, path).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"/>');
      expect(metaOf(html, "theme-color"), path).toBe("#0b3954");
    }
  });
});

describe("the policy for pages", () => {
  it("lets this site, and only it, run a service worker and give a manifest", async () => {
    const csp = (await fetchPage("/")).response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
