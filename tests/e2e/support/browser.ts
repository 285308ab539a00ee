import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { browserEndpoint, siteUrl } from "./site";

/** The two widths every page is checked at. */
export const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
export type Device = { viewport: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean; deviceScaleFactor?: number };

/**
 * How long a page's wait (a navigation, a locator) may take. Playwright's 30 s was met on a busy
 * two-core machine by a page's first render at festival size (92 films) while the browser, the
 * site and the sandbox venue share the cores; a wait that succeeds ends as soon as it does.
 */
export const WAIT_MS = 45_000;

/**
 * The run's Chromium (global-setup.ts launches it), connected to: every context a test makes in
 * it is a fresh incognito profile of its own (no cookies, storage, caches or service workers from
 * another), so the files share the browser's start-up and not its state. Closing the connection
 * closes the contexts it made. By default the headless shell, which spends about a third of the
 * full browser's CPU on a new context and page (docs/decisions/042); `full` for what only the full
 * browser has: the Push API's permission answer and the notifications a service worker shows.
 */
export async function launchBrowser(full = false): Promise<Browser> {
  const browser = await chromium.connect(browserEndpoint(full));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(WAIT_MS);
    return context;
  };
  return browser;
}

/** A new page in a fresh context (no cookies, no storage) at the given width. */
export async function openPage(browser: Browser, device: Device = DESKTOP): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ ...device, locale: "nb-NO" });
  return context.newPage();
}

/** Closes the page together with its context. */
export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/**
 * Waits for the page script to have run (it marks `body[data-client-loaded]`): it is asked for after
 * the first paint (docs/decisions/054), so a test that presses a key or clicks a button only the
 * script answers waits for it as a visitor's second look would. `timeout` is for the few waits that
 * may take longer (a busy login, a page at festival size: `WAIT_MS`).
 */
export function pageScriptRan(page: Page, timeout = 10_000): Promise<unknown> {
  return page.waitForFunction(() => document.body.dataset["clientLoaded"] !== undefined, null, { timeout });
}

/**
 * Waits for the page script and the whole stylesheet it asks for (docs/decisions/052, 054): until
 * then blocks below the first screen keep only the inline rules, so a test that measures where
 * things sit further down the page measures after both.
 */
export function pageSettled(page: Page, timeout = 10_000): Promise<unknown> {
  return page.waitForFunction(
    () => document.body.dataset["clientLoaded"] !== undefined && [...document.styleSheets].some((s) => s.href?.includes("/build/site-")),
    null,
    { timeout },
  );
}

/** Whether the element the locator finds has keyboard focus. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/**
 * Whether the element shows (or disappears) within a moment: menus may animate, and playwright-core
 * has no retrying `expect`. Use as `expect(await shows(link)).toBe(true)`.
 */
export function shows(locator: Locator, timeout = 2_000): Promise<boolean> {
  return locator.waitFor({ state: "visible", timeout }).then(
    () => true,
    () => false,
  );
}
export function disappears(locator: Locator, timeout = 2_000): Promise<boolean> {
  return locator.waitFor({ state: "hidden", timeout }).then(
    () => true,
    () => false,
  );
}

/**
 * The run's browser for the describe block it is called in: connected before its tests, and the
 * connection (with every context it made) closed after. `{ full: true }`: the full browser, for
 * push and notifications (see `launchBrowser`).
 * @example const browser = useBrowser(); … await openPage(browser(), PHONE)
 */
export function useBrowser({ full = false } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(full);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("useBrowser(): the browser is not launched yet");
    return browser;
  };
}

/**
 * A fresh page at `path` for every test of the describe block, closed after each test.
 * @example usePage(DESKTOP, "/", (p) => (page = p));
 */
export function usePage(device: Device, path: string, onOpen: (page: Page, response: Response | null) => void): void {
  const browser = useBrowser();
  let page: Page | undefined;
  beforeEach(async () => {
    page = await openPage(browser(), device);
    onOpen(page, await page.goto(siteUrl(path)));
  });
  afterEach(async () => {
    if (page) await closePage(page);
  });
}
