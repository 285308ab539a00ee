// An editor's preview link in the browser (docs/decisions/032): the site runs with an admin token,
// the editor asks `npm run content:preview` for a link to the demo draft article (content/drafts/),
// opens it and sees the unpublished article under the "Forhåndsvisning" bar; a visitor opening the
// same address without the link gets the 404 page, and the service worker keeps nothing of the preview.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { type Device, closePage, openPage, useBrowser } from "./support/browser";
import { saveScreenshot } from "./support/screenshots";
import { cachedPaths, waitForController, waitUntilKept } from "./support/service-worker";
import { type RunningSite, startSite } from "./support/site-server.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const START_TIMEOUT_MS = 180_000;
const ADMIN_TOKEN = "e2e-admin-token-0123456789abcdefghijkl";
const ARTICLE = "/article/vinterveien-flyttes-til-torsdag-kveld";
const TITLE = "Vinterveien flyttes til torsdag kveld";
const NARROW: Device = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const WIDE: Device = { viewport: { width: 1366, height: 768 } };

describe("preview link", () => {
  const browser = useBrowser();
  let site: RunningSite | undefined;

  beforeAll(async () => {
    site = await startSite(root, { args: ["--var", `ADMIN_TOKEN:${ADMIN_TOKEN}`] });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await site?.stop();
  });

  /** The link `npm run content:preview` prints for the draft article. */
  async function previewLink(): Promise<string> {
    const { stdout } = await promisify(execFile)("node", ["scripts/content-preview.mjs", ARTICLE, "--env", "local", "--url", site!.baseUrl], {
      cwd: root,
      env: { ...process.env, ADMIN_TOKEN },
    });
    return stdout.trim();
  }

  it("shows the editor the unpublished article under the bar, and a visitor the 404 page", async () => {
    const link = await previewLink();
    expect(link).toMatch(new RegExp(`^${site!.baseUrl}${ARTICLE}\\?forhandsvisning=`));

    const editor = await openPage(browser(), WIDE);
    // A service worker in charge first, as on an editor's own browser after any visit.
    await editor.goto(`${site!.baseUrl}/billettinfo`);
    await waitForController(editor);
    await waitUntilKept(editor, "/billettinfo");
    const response = await editor.goto(link);
    expect(response?.status()).toBe(200);
    const bar = editor.getByRole("note", { name: "Forhåndsvisning" });
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.innerText()).toMatch(/Upublisert innhold: utkastversjon [0-9a-f]{12}.*Lenken gjelder til/s);
    expect(await editor.getByRole("heading", { level: 1 }).innerText()).toBe(TITLE);
    expect(await editor.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
    // The bar opens the first screen: its stripes are in the inline rules, not only in the linked file.
    expect(await editor.locator("head style").textContent()).toContain(".preview-bar{");
    expect(await accessibilityViolations(editor)).toEqual([]);
    await saveScreenshot(editor, "1366");
    const kept = Object.values(await cachedPaths(editor)).flat();
    expect(kept).toContain("/billettinfo");
    expect(kept.filter((path) => path.includes("forhandsvisning") || path.startsWith(ARTICLE))).toEqual([]);
    // The bar's link goes to the published page, which does not have the article yet.
    await bar.getByRole("link", { name: "Se den publiserte siden" }).click();
    await editor.waitForURL(`${site!.baseUrl}${ARTICLE}`);
    expect(await editor.getByRole("note", { name: "Forhåndsvisning" }).count()).toBe(0);
    await closePage(editor);

    const phone = await openPage(browser(), NARROW);
    await phone.goto(link);
    expect(await phone.getByRole("note", { name: "Forhåndsvisning" }).isVisible()).toBe(true);
    await saveScreenshot(phone, "390");
    await closePage(phone);

    const visitor = await openPage(browser(), WIDE);
    const visit = await visitor.goto(`${site!.baseUrl}${ARTICLE}`);
    expect(visit?.status()).toBe(404);
    expect(await visitor.getByRole("note", { name: "Forhåndsvisning" }).count()).toBe(0);
    expect(await visitor.getByText(TITLE).count()).toBe(0);
    await closePage(visitor);
  });

  it("answers a link whose signature was changed with the 403 page", async () => {
    const link = new URL(await previewLink());
    const token = link.searchParams.get("forhandsvisning") ?? "";
    link.searchParams.set("forhandsvisning", `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`);
    const page = await openPage(browser(), WIDE);
    const response = await page.goto(link.href);
    expect(response?.status()).toBe(403);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Lenken gjelder ikke");
    expect(await page.getByText(TITLE).count()).toBe(0);
    await closePage(page);
  });
});
