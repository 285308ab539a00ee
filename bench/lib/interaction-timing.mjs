// How long the page takes to answer a visitor's input, as Chromium's Event Timing API reports it
// (what INP is made of: from the input to the next frame painted after its handlers), with the CPU
// slowed by CDP's Emulation.setCPUThrottlingRate, as Lighthouse's mobile profile slows it.
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "../../tests/e2e/support/ensure-chromium.mjs";
import { MOVIES } from "../../sandbox/venue/scripts/seed-data.mjs";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "nb-NO" };
const DEMO = { email: "demo@nordkystfilm.no", password: "kinokveld" };
/** A keen visitor's watch list: 40 of the festival's films (a plan names at most 60). */
const WATCHLIST_FILMS = 40;

/** Keeps every Event Timing entry that belongs to an interaction, from the page's first moment. */
function observeInteractions() {
  const kept = [];
  Object.defineProperty(window, "__interactions", { value: kept });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) kept.push({ id: e.interactionId, name: e.name, duration: e.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/** The longest interaction since the page opened, in ms (entries under 16 ms are not reported: 16 then). */
async function longestInteraction(page) {
  // Event Timing reports an entry once the frame after it is painted: give it two frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const entries = await page.evaluate(() => window.__interactions);
  const byId = new Map();
  for (const e of entries) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
  return Math.max(16, ...byId.values());
}

async function slowed(context, page, rate) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return cdp;
}

/**
 * The floor of a response to input here and now: the same key on a bare select with no script, at
 * the same slowdown, so that a busy machine's share of the figures below can be told from the page's.
 */
async function inputFloor(browser, rate) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.setContent('<!doctype html><html lang="nb"><title>Gulv</title><label>Land <select><option>A</option><option>B</option></select></label>');
    await page.evaluate(observeInteractions);
    await slowed(context, page, rate);
    await page.locator("select").focus();
    await page.evaluate(() => window.__interactions.splice(0));
    await page.keyboard.press("ArrowDown");
    return { ms: await longestInteraction(page) };
  } finally {
    await context.close();
  }
}

/**
 * The catalogue's filter, the country chosen with the keyboard twice: the first choice wakes the
 * filter's island (its code comes by import() on the first touch of the form), the second is
 * answered by the awake island in its change handler. For each, the longest interaction and when
 * the address (and with it the grid) had followed.
 */
async function catalogueFilter(browser, baseUrl, rate) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(observeInteractions);
    await page.goto(`${baseUrl}/filmer`);
    await page.waitForFunction(() => document.body.dataset.clientLoaded !== undefined, null, { timeout: 30_000 });
    await slowed(context, page, rate);
    const select = page.getByLabel("Land", { exact: true });
    await select.focus();
    const choose = async () => {
      await page.evaluate(() => window.__interactions.splice(0));
      const before = page.url();
      const started = Date.now();
      await page.keyboard.press("ArrowDown");
      await page.waitForURL((url) => url.href !== before && /land=/.test(url.search), { timeout: 30_000 });
      const shownMs = Date.now() - started;
      return { ms: await longestInteraction(page), shownMs };
    };
    const first = await choose();
    const second = await choose();
    return { ...first, second, films: await page.locator("li.film-card:visible").count() };
  } finally {
    await context.close();
  }
}

/** "Lag planen min" on Min side with 40 films on the watch list: the click's answer, and when the plan is on screen. */
async function planner(browser, baseUrl, rate) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(observeInteractions);
    await page.goto(`${baseUrl}/min-side`);
    const form = page.locator('[data-island="account"]');
    await form.getByLabel("E-post").fill(DEMO.email);
    await form.getByLabel("Passord").fill(DEMO.password);
    await form.getByRole("button", { name: "Logg inn", exact: true }).click();
    const button = page.getByRole("button", { name: "Lag planen min" });
    await button.waitFor({ timeout: 30_000 });
    const ids = MOVIES.filter((m) => m.id >= 600)
      .slice(0, WATCHLIST_FILMS)
      .map((m) => m.id);
    await page.evaluate(async (list) => {
      for (const id of list) {
        await fetch("/api/account/watchlist", {
          method: "POST",
          headers: { accept: "application/json", "content-type": "application/json" },
          body: JSON.stringify({ id }),
        });
      }
    }, ids);
    await page.reload();
    await button.waitFor({ timeout: 30_000 });
    await slowed(context, page, rate);
    await page.evaluate(() => window.__interactions.splice(0));
    const started = Date.now();
    await button.click();
    await page.getByText(/^Planen er klar: \d+ filmer? på \d+ dage?r?\./).waitFor({ state: "attached", timeout: 60_000 });
    const shown = Date.now() - started;
    const stops = await page.locator(".plan-stop").count();
    return { ms: await longestInteraction(page), shownMs: shown, stops };
  } finally {
    await context.close();
  }
}

/**
 * Each interaction `runs` times in a fresh context at `rate`× CPU slowdown: every run's figures.
 *
 * @example const { catalogue, planner } = await interactionTimes(site.baseUrl, { runs: 5, rate: 4 });
 */
export async function interactionTimes(baseUrl, { runs, rate }) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const out = { floor: [], catalogue: [], planner: [] };
  try {
    for (let run = 0; run < runs; run++) {
      out.floor.push(await inputFloor(browser, rate));
      out.catalogue.push(await catalogueFilter(browser, baseUrl, rate));
      out.planner.push(await planner(browser, baseUrl, rate));
    }
  } finally {
    await browser.close();
  }
  return out;
}
