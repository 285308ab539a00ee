#!/usr/bin/env node
// The README's pictures: the first screen of the pages a visitor comes for, at phone (390×844) and
// laptop (1366×768) size, from a fresh local site with the demo content (the site clock stands at
// DEMO_NOW, mid-festival), written to docs/screenshots/ as PNG.
//
//   node scripts/readme-screenshots.mjs [--out docs/screenshots] [--base http://127.0.0.1:8787] [--only programme-place,print]
//
// `print` is the busiest day printed to A4 by Chromium, its first two sheets as pictures
// (print-day-1.png, print-day-2.png; poppler-utils' pdftoppm draws them, as in the print test).
// Without --base it starts the site itself (as the browser tests do) and stops it afterwards.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from "../tests/e2e/support/ensure-chromium.mjs";
import { ensurePoppler } from "../tests/e2e/support/ensure-poppler.mjs";
import { startSite } from "../tests/e2e/support/site-server.mjs";

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1366, height: 768 } },
};

/**
 * name → path; `login` logs the demo visitor in first; `click` presses the button of that name,
 * `save` then puts the plan into the calendar and `reload` loads the page again (the saved plan
 * as it shows after a reload or on another phone), then `scrollTo` brings a selector to the top.
 */
const SHOTS = [
  { name: "front", path: "/" },
  { name: "film", path: "/kystlinjer-DXM10234" },
  { name: "programme", path: "/kinoprogram" },
  { name: "programme-day", path: "/kinoprogram?dag=2025-09-20" },
  { name: "catalogue", path: "/filmer" },
  { name: "catalogue-empty", path: "/filmer?land=iran&sprak=thai", scrollTo: "form.cat-filter" },
  { name: "min-side", path: "/min-side", login: true },
  { name: "min-liste", path: "/min-side", login: true, scrollTo: "#min-liste" },
  { name: "plan", path: "/min-side", login: true, click: /^Lag planen (min|på nytt)$/, scrollTo: "#min-plan" },
  {
    name: "saved-plan",
    path: "/min-side",
    login: true,
    click: /^Lag planen (min|på nytt)$/,
    save: "Legg planen i kalenderen",
    reload: true,
    scrollTo: "#min-plan",
  },
  { name: "places", path: "/steder" },
  { name: "english-programme", path: "/english-program?dag=2025-09-18" },
  { name: "programme-place", path: "/kinoprogram?sted=Kulturhuset", scrollTo: ".programme-summary" },
];

const DEMO_LOGIN = { email: "demo@nordkystfilm.no", password: "kinokveld" };

const { values } = parseArgs({
  options: { out: { type: "string", default: "docs/screenshots" }, base: { type: "string" }, only: { type: "string" } },
});
const only = values.only?.split(",");
const wanted = (name) => only === undefined || only.includes(name);
ensureChromium();
mkdirSync(values.out, { recursive: true });
const site = values.base ? undefined : await startSite(fileURLToPath(new URL("..", import.meta.url)));
const base = values.base ?? site.baseUrl;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
try {
  for (const [size, device] of Object.entries(SIZES)) {
    const context = await browser.newContext({ ...device, locale: "nb-NO", serviceWorkers: "block" });
    const page = await context.newPage();
    let loggedIn = false;
    for (const shot of SHOTS.filter((s) => wanted(s.name))) {
      if (shot.login && !loggedIn) loggedIn = await logIn(page, base);
      await page.goto(base + shot.path, { waitUntil: "load" });
      if (shot.login)
        await page
          .getByRole("heading", { name: /billetter/i })
          .first()
          .waitFor({ timeout: 15_000 });
      if (shot.click) {
        await page.getByRole("button", { name: shot.click }).first().click();
        await page.locator(".plan-day").first().waitFor({ timeout: 15_000 });
      }
      if (shot.save) {
        // Already in the calendar when this plan is the one saved before (the other size's run).
        const save = page.getByRole("button", { name: shot.save, exact: true });
        if ((await save.count()) > 0) await save.click();
        await page
          .getByText(/Kalenderen din viser nå planen/)
          .first()
          .waitFor({ timeout: 15_000 });
      }
      if (shot.reload) {
        await page.reload({ waitUntil: "load" });
        await page.locator(".plan-day").first().waitFor({ timeout: 15_000 });
      }
      if (shot.scrollTo) await page.locator(shot.scrollTo).evaluate((el) => el.scrollIntoView({ block: "start" }));
      await page.evaluate(() => document.fonts.ready);
      const file = join(values.out, `${shot.name}-${size}.png`);
      await page.screenshot({ path: file });
      console.log(`${base}${shot.path} → ${file}`);
    }
    await context.close();
  }
  if (wanted("print")) await printDay();
} finally {
  await browser.close();
  await site?.stop();
}

/** Logs the demo visitor in through Min side's form, as a visitor would (once per browser context). */
async function logIn(page, base) {
  await page.goto(base + "/min-side", { waitUntil: "load" });
  await page.getByLabel("E-post").first().fill(DEMO_LOGIN.email);
  await page.getByLabel("Passord").first().fill(DEMO_LOGIN.password);
  await page.getByRole("button", { name: "Logg inn", exact: true }).first().click();
  await page
    .getByRole("heading", { name: /billetter/i })
    .first()
    .waitFor({ timeout: 15_000 });
  return true;
}

/** The busiest day as Chromium prints it ("Skriv ut": the QR codes drawn first), its first two A4 sheets as pictures. */
async function printDay() {
  ensurePoppler();
  const page = await browser.newPage({ viewport: SIZES.laptop.viewport, locale: "nb-NO" });
  await page.goto(`${base}/kinoprogram?dag=2025-09-20`, { waitUntil: "load" });
  await page.locator("html[data-print-ready]").waitFor({ state: "attached" });
  await page.evaluate(() => {
    window.print = () => document.documentElement.setAttribute("data-printed", "");
  });
  await page.getByRole("button", { name: "Skriv ut" }).click();
  await page.locator("html[data-printed]").waitFor({ state: "attached" });
  const pdf = join(tmpdir(), "kinoweb-print-day.pdf");
  writeFileSync(pdf, await page.pdf({ format: "A4" }));
  execFileSync("pdftoppm", ["-r", "45", "-f", "1", "-l", "2", "-png", pdf, join(values.out, "print-day")]);
  console.log(`${base}/kinoprogram?dag=2025-09-20 printed → ${join(values.out, "print-day-1.png")}, print-day-2.png`);
  await page.close();
}
