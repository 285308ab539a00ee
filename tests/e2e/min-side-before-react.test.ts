import type { Browser, Locator, Page, Route } from "playwright-core";
import { describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { DESKTOP, PHONE, closePage, isFocused, shows, useBrowser, type Device, pageScriptRan } from "./support/browser";
import { siteUrl } from "./support/site";

// The demo visitor of the sandbox venue (sandbox/venue/scripts/seed-data.mjs).
const DEMO = { email: "demo@nordkystfilm.no", password: "kinokveld" };
/** The account island's own chunk (scripts/build-client.mjs names it after the island). */
const ACCOUNT_CHUNK = "**/build/account-*.js";

const account = (page: Page): Locator => page.locator('[data-island="account"]');

/**
 * A page whose account code arrives only when the test says: every script request is recorded,
 * and the island's chunk is held until `release()`. The service worker is kept out, so every
 * script the page asks for goes through `page.route`.
 */
async function openHeld(browser: Browser, device: Device = DESKTOP): Promise<{ page: Page; scripts: string[]; release: () => void }> {
  const context = await browser.newContext({ ...device, locale: "nb-NO", serviceWorkers: "block" });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/build/") && request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ACCOUNT_CHUNK, async (route: Route) => {
    await released;
    await route.continue();
  });
  await page.goto(siteUrl("/min-side"));
  await pageScriptRan(page);
  return { page, scripts, release };
}

/** Marks the island's current inputs, so the test can tell the island's own form from the server's. */
const markServerInputs = (page: Page) =>
  account(page).evaluate((root) => {
    for (const input of root.querySelectorAll("input")) input.setAttribute("data-from-server", "");
  });

/** Waits until the island has replaced the server's form (the marked inputs are gone). */
async function islandTookOver(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        const root = document.querySelector('[data-island="account"]');
        return root?.getAttribute("aria-busy") === null && root.querySelector("[data-from-server]") === null;
      },
      null,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

describe("Min side before React", () => {
  const browser = useBrowser();

  test.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)("at %s width shows the login form at once, with only the small page script and no axe violations", async (_, device) => {
    const { page, scripts } = await openHeld(browser(), device);
    await page.waitForLoadState("networkidle");
    expect(
      scripts.filter((path) => !/^\/build\/site-\w+\.js$/.test(path)),
      "no script but the page script",
    ).toEqual([]);
    expect(await account(page).getByLabel("E-post").isVisible()).toBe(true);
    expect(await account(page).getByLabel("Passord").isVisible()).toBe(true);
    expect(await account(page).getByRole("button", { name: "Logg inn", exact: true }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await closePage(page);
  });

  test("typing and pressing Enter before the code arrives logs in, without the password in any address", async () => {
    const { page, scripts, release } = await openHeld(browser());
    await account(page).getByLabel("E-post").fill(DEMO.email);
    await account(page).getByLabel("Passord").fill(DEMO.password);
    await account(page).getByLabel("Passord").press("Enter");
    expect(
      scripts.some((path) => path.startsWith("/build/account-")),
      "touching the form fetches the island",
    ).toBe(true);
    expect(await account(page).getAttribute("aria-busy"), "the code is still on its way").toBe("true");
    expect(page.url(), "the form was not sent the plain way").toBe(siteUrl("/min-side"));

    release();
    expect(await shows(page.getByRole("heading", { name: "Mine billetter" }), 15_000), "logged in: the tickets show").toBe(true);
    expect(await shows(page.getByText("Du er logget inn som Ragna Demo."))).toBe(true);
    expect(page.url()).toBe(siteUrl("/min-side"));
    await closePage(page);
  });

  test("what was typed, and where the cursor was, survive the island taking over", async () => {
    const { page, release } = await openHeld(browser());
    const email = `ukjent-${Date.now()}@example.no`;
    await account(page).getByLabel("E-post").fill(email);
    await account(page).getByLabel("Passord").fill("feil-passord");
    await account(page)
      .getByLabel("Passord")
      .evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 6));
    await markServerInputs(page);

    release();
    expect(await islandTookOver(page), "the island's own form replaced the server's").toBe(true);
    const password = account(page).getByLabel("Passord");
    expect(await account(page).getByLabel("E-post").inputValue()).toBe(email);
    expect(await password.inputValue()).toBe("feil-passord");
    expect(await isFocused(password), "focus stays in the password field").toBe(true);
    expect(await password.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([2, 6]);

    // And the island's form works: a wrong password is said as an alert.
    await password.press("Enter");
    expect(await shows(account(page).getByRole("alert"), 10_000), "the login error shows").toBe(true);
    await closePage(page);
  });

  test("'Ny bruker' pressed before the code arrives opens the new-user form, keeping the e-mail", async () => {
    const { page, release } = await openHeld(browser());
    await account(page).getByLabel("E-post").fill("ny@example.no");
    await account(page).getByRole("button", { name: "Ny bruker" }).click();
    expect(await account(page).getByRole("heading", { name: "Logg inn" }).isVisible(), "nothing happens before the code").toBe(true);

    release();
    expect(await shows(account(page).getByRole("heading", { name: "Ny bruker" }), 10_000)).toBe(true);
    expect(await isFocused(account(page).getByLabel("Navn")), "focus moves to the new form").toBe(true);
    expect(await account(page).getByLabel("E-post").inputValue()).toBe("ny@example.no");
    await closePage(page);
  });

  test("a visitor with a stored profile sees 'Laster …', not the login form, while the code loads", async () => {
    const { page, release: releaseCode } = await openHeld(browser());
    // The header's own look at `/me` would find the profile stale and forget it (then the login
    // form is right to show): hold that answer too, so this is the moment before anything is known.
    let releaseMe = () => {};
    const meHeld = new Promise<void>((resolve) => (releaseMe = resolve));
    await page.route("**/api/account/me", async (route: Route) => {
      await meHeld;
      await route.continue();
    });
    const release = () => {
      releaseMe();
      releaseCode();
    };
    await page.evaluate(() => localStorage.setItem("kinoweb.profile", JSON.stringify({ userName: "Kari", email: "kari@example.no" })));
    await page.reload();
    expect(await shows(account(page).getByText("Laster …")), "the loading line").toBe(true);
    expect(await account(page).getByLabel("E-post").isVisible(), "no login form meanwhile").toBe(false);
    await markServerInputs(page);

    // `/me` finds no session for the stale profile: the island turns to its own login form.
    release();
    expect(await islandTookOver(page)).toBe(true);
    expect(await shows(account(page).getByLabel("E-post"), 10_000)).toBe(true);
    expect(await account(page).getByText("Laster …").isVisible()).toBe(false);
    await closePage(page);
  });

  test("without JavaScript the form says Min side needs it, and sending it comes back to the page", async () => {
    const context = await browser().newContext({ ...DESKTOP, locale: "nb-NO", javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl("/min-side"));
    // Playwright's text search skips <noscript>, so find the note by its class.
    const note = account(page).locator(".note");
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toContain("Min side trenger JavaScript.");
    await account(page).getByLabel("E-post").fill(DEMO.email);
    await account(page).getByLabel("Passord").fill("hemmelig-passord");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url() === siteUrl("/min-side") && r.request().method() === "GET"),
      account(page).getByLabel("Passord").press("Enter"),
    ]);
    // The page comes back: whole, or (the browser holding it already) confirmed unchanged by its ETag.
    expect([200, 304], `status ${response.status()}`).toContain(response.status());
    expect(page.url(), "no password in the address").toBe(siteUrl("/min-side"));
    // The response is in; the page it brings may still be replacing the old one: wait for its form.
    await page.waitForLoadState("domcontentloaded");
    await account(page).getByLabel("E-post").waitFor({ state: "visible", timeout: 10_000 });
    expect(await account(page).getByLabel("E-post").isVisible()).toBe(true);
    await closePage(page);
  });
});
