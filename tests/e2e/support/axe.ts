import type { AxeResults, RunOptions } from "axe-core";
import type { Page } from "playwright-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { WAIT_MS } from "./browser";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

// The WCAG 2.1 A and AA rules: the level Norwegian public sites are held to (uu-tilsynet).
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

declare global {
  interface Window {
    axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * Runs axe-core inside the page and returns its violations as readable lines, one per element,
 * so that `expect(await accessibilityViolations(page)).toEqual([])` shows what is wrong and where.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await wholeStylesheetIn(page);
  await page.addScriptTag({ content: axeSource }).catch(async (error: Error) => {
    // The site's Content-Security-Policy refuses inline scripts (as it should); code evaluated
    // through the DevTools protocol is not subject to it.
    if (!/Content.Security.Policy/i.test(error.message)) throw error;
    await page.evaluate(axeSource);
  });
  return page.evaluate(async (tags) => {
    // `content-visibility: auto` leaves the off-screen parts of a long page (a festival programme's
    // days) unrendered, and axe then reads their colours from whatever lies at their estimated
    // place: every part is rendered while axe looks, as it is when a visitor scrolls to it.
    for (const el of document.querySelectorAll<HTMLElement>("*")) if (getComputedStyle(el).contentVisibility === "auto") el.style.contentVisibility = "visible";
    const result = await window.axe.run(document, { runOnly: { type: "tag", values: tags } });
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => {
        const why = (n.failureSummary ?? "").replace(/\s+/g, " ");
        return `[${v.impact ?? "?"}] ${v.id} (${v.help}) at ${n.target.join(" ")}: ${why}`;
      }),
    );
  }, TAGS);
}

/**
 * Waits for the whole stylesheet where the page names it: colours and sizes below the first screen
 * are its rules, and the page script links it after the first paint (docs/decisions/052, 054), so
 * axe right after a navigation could judge the page by its inline rules alone. Without JavaScript
 * the page's `<noscript>` links it, in before the load event; a page that names none goes at once.
 */
async function wholeStylesheetIn(page: Page): Promise<void> {
  const settled = () => {
    const named = document.querySelector('noscript[data-stylesheet], link[rel="stylesheet"][href*="/build/site-"]') !== null;
    return !named || [...document.styleSheets].some((s) => s.href?.includes("/build/site-"));
  };
  await page.waitForFunction(settled, null, { timeout: WAIT_MS });
}
