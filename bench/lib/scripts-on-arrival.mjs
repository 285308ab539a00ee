// What JavaScript a real browser asks for when a visitor opens a page and does nothing: no scroll,
// no tap, no key. Islands that wake when near the viewport count only when they are near it at that
// window size, which the build graph alone cannot know.
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "../../tests/e2e/support/ensure-chromium.mjs";

/** The two windows a visitor most often has: a phone held upright, and a laptop. */
export const WINDOWS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  desktop: { viewport: { width: 1280, height: 800 } },
};

/**
 * Opens each path in a fresh context (no stored profile, no service worker yet) per window, waits
 * until the client has loaded and the network is quiet, and answers the /build/ scripts requested.
 *
 * @example const seen = await scriptsOnArrival(baseUrl, ["/", "/kinoprogram"]); seen.phone["/"] // ["/build/site-….js"]
 */
export async function scriptsOnArrival(baseUrl, paths) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const seen = {};
  try {
    for (const [name, options] of Object.entries(WINDOWS)) {
      seen[name] = {};
      for (const path of paths) {
        const context = await browser.newContext({ ...options, serviceWorkers: "block" });
        const page = await context.newPage();
        const scripts = new Set();
        page.on("request", (request) => {
          const url = new URL(request.url());
          if (url.pathname.startsWith("/build/") && url.pathname.endsWith(".js")) scripts.add(url.pathname);
        });
        await page.goto(baseUrl + path);
        await page.waitForFunction(() => document.body.dataset["clientLoaded"] !== undefined, null, { timeout: 15_000 });
        await page.waitForLoadState("networkidle");
        seen[name][path] = [...scripts];
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return seen;
}
