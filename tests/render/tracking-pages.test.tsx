import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { kvKeys } from "../../src/kv/keys";
import { forgetParsed } from "../../src/kv/parsed-entries";
import { fetchPage } from "../support/fetch-page";
import { MODULES_AFTER_PAINT_HASH } from "../../src/security/modules-after-paint";

const FILM = "/nordlysets-datter-DXM10251";

/** The directive of a Content-Security-Policy header, e.g. "script-src 'self'". */
const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("pages of the demo site, whose analytics id is empty", () => {
  it("load and mention no analytics: no tracking island, no googletagmanager, the usual CSP", async () => {
    for (const path of [FILM, "/kinoprogram", "/"]) {
      const { response, html } = await fetchPage(path);
      expect(response.status, path).toBe(200);
      expect(html, path).not.toContain('data-island="tracking"');
      expect(html, path).not.toMatch(/googletagmanager|google-analytics/);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(directive(csp, "script-src"), path).toBe(`script-src 'self' '${MODULES_AFTER_PAINT_HASH}'`);
      expect(directive(csp, "connect-src"), path).toBe("connect-src 'self'");
    }
  }, 30_000); // the first request of the file loads the whole demo content
});

describe("pages of a site with a Google Analytics id", () => {
  it("carry the tracking island with the film being viewed, and a CSP that allows exactly the analytics hosts", async () => {
    // A content change as it reaches the site: new site configuration in the chrome entry in KV.
    await fetchPage("/");
    const stored = await env.PAGES.getWithMetadata<{ site: { analytics: Record<string, string> } }, { version: string }>(kvKeys.chrome(), "json");
    if (!stored.value) throw new Error("the site chrome is not in KV");
    stored.value.site.analytics = { googleAnalyticsId: "G-HAVVIK2025", googleTagManagerId: "" };
    await env.PAGES.put(kvKeys.chrome(), JSON.stringify(stored.value), { metadata: { builtAt: Date.now(), version: "with-analytics" } });
    // As a second later: the isolate asks KV again instead of answering the chrome it parsed (decision 025).
    forgetParsed(env.PAGES);

    const { response, html } = await fetchPage(FILM);
    const props = /<script type="application\/json" data-island-props="tracking">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(props ?? "null")).toEqual({
      googleAnalyticsId: "G-HAVVIK2025",
      brand: "Nordkyst filmfestival",
      viewedItem: {
        id: "451408f8-10e9-45ab-841a-c932592e1123",
        name: "Nordlysets datter",
        brand: "Nordkyst filmfestival",
        listName: "film-page",
        // Its next screening after the demo's now (17 September, noon) is in the festival.
        category: "festival",
      },
    });
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(directive(csp, "script-src")).toBe(`script-src 'self' '${MODULES_AFTER_PAINT_HASH}' https://www.googletagmanager.com`);
    expect(directive(csp, "connect-src")).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(directive(csp, "default-src")).toBe("default-src 'self'");
    // No script tag for it in the page: the island loads gtag.js at idle time.
    expect(html).not.toMatch(/<script[^>]+googletagmanager/);
  });
});
