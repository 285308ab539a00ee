import { describe, expect, test } from "vitest";
import { DESKTOP, closePage, openPage, useBrowser, pageScriptRan } from "./support/browser";
import { siteUrl } from "./support/site";

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

describe("client script on the front page", () => {
  const browser = useBrowser();

  test("loads and runs with no console errors, script errors, failed requests or CSP violations, on the next page too", async () => {
    const page = await openPage(browser(), DESKTOP);
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console.error: ${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    page.on("requestfailed", (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    // Init scripts come from the DevTools protocol, so the page's own CSP does not stop this listener.
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        window.cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`);
      });
    });

    await page.goto(siteUrl("/"));
    // The client loader marks <body data-client-loaded> when done (docs/architecture.md "Islands and
    // the one page script").
    await pageScriptRan(page).catch(() => problems.push("the client script never set <body data-client-loaded> within 10 s"));
    // Added by the page's inline script after the first paint (docs/decisions/054).
    const scripts = await page.locator("script[src]").evaluateAll((els) => els.map((el) => el.getAttribute("src")));
    expect(
      scripts.some((src) => src?.startsWith("/build/")),
      "the page adds a built client script",
    ).toBe(true);
    await page.waitForLoadState("networkidle");

    problems.push(...(await page.evaluate(() => window.cspViolations ?? [])).map((v) => `CSP: ${v}`));

    // The next page: the browser now holds the stylesheet and gets it linked in <head>, the theme's
    // snippet its one inline style (docs/decisions/038); the policy must allow that form too.
    await page.goto(siteUrl("/kystlinjer-DXM10234"));
    await page.waitForLoadState("networkidle");
    expect(await page.locator('head > link[rel="stylesheet"]').count(), "the second page came linked").toBe(1);
    expect(await page.locator("head > style").count()).toBe(1);
    problems.push(...(await page.evaluate(() => window.cspViolations ?? [])).map((v) => `CSP on the second page: ${v}`));
    expect(problems).toEqual([]);
    await closePage(page);
  });
});
