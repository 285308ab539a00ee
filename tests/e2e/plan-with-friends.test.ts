import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { accessibilityViolations } from "./support/axe";
import { closePage, openPage, shows, useBrowser, type Device, pageScriptRan } from "./support/browser";
import { saveScreenshot } from "./support/screenshots";
import { checkHtml, describeMessages, ensureJava } from "./support/nu-html-checker";
import { siteUrl } from "./support/site";

// "Planlegg med venner" (docs/decisions/046) against the real worker and the sandbox venue, by the
// demo's clock (17 September 2025, 12:00). Two visitors of their own (made through the account
// API, so the demo visitor's list stays as other files read it): Kari lists Nordlysets datter
// ("må se") and Fiskerens sang and shares her list from Min side; Ola lists Stormvarsel ("må
// se"), opens her link and makes a joint plan. Stormvarsel and Nordlysets datter clash on Friday
// and on Sunday, so the joint plan has something to solve: both fit, on other days.

const PHONE_390: Device = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LAPTOP_1366: Device = { viewport: { width: 1366, height: 900 } };
const NORDLYS = { title: "Nordlysets datter", edi: "10251" };
const FISKEREN = { title: "Fiskerens sang", edi: "10277" };
const STORMVARSEL = { title: "Stormvarsel", edi: "10319" };

/** A new user, logged in in this page's browser context (the session cookie), with these films on the list. */
async function newVisitor(page: Page, name: string, films: readonly { edi: string }[]): Promise<{ email: string; password: string }> {
  const origin = new URL(siteUrl("/")).origin;
  const visitor = { email: `${name.toLowerCase()}-${crypto.randomUUID()}@example.no`, password: "filmkveld1", userName: `${name} Nordmann` };
  const call = (path: string, data: unknown, headers: Record<string, string> = {}) =>
    page.request.post(siteUrl(`/api/account/${path}`), { data, headers: { Origin: origin, ...headers } });
  // An address of its own for each new user: the sign-up limit per address (5 an hour) is not what this file tests.
  const address = `100.${64 + Math.floor(Math.random() * 64)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  expect((await call("users", visitor, { "CF-Connecting-IP": address })).status()).toBe(201);
  for (const film of films) {
    const movie = (await (await page.request.get(siteUrl(`/api/account/movies/${film.edi}`))).json()) as { movieId: number };
    expect((await call("watchlist", { id: movie.movieId })).status()).toBe(201);
  }
  return visitor;
}

const planSection = (page: Page): Locator => page.locator("section", { has: page.getByRole("heading", { name: "Planen min", level: 2 }) });
const joint = (page: Page): Locator => page.locator("section.joint-plan");

/** Kari on Min side: "må se" on Nordlysets datter, the plan made, then her whole list shared. Answers the link. */
async function kariShares(page: Page, visitor: { email: string; password: string }): Promise<string> {
  await page.goto(siteUrl("/min-side"));
  await pageScriptRan(page, 15_000);
  const form = page.locator('[data-island="account"]');
  await form.getByLabel("E-post").fill(visitor.email);
  await form.getByLabel("Passord").fill(visitor.password);
  await form.getByRole("button", { name: "Logg inn", exact: true }).click();
  expect(await shows(planSection(page), 30_000), "Min side has the plan").toBe(true);
  await planSection(page).getByRole("button", { name: "Lag planen min" }).click();
  const options = planSection(page).locator("details.plan-options");
  expect(await shows(options, 30_000), "the plan is made, with its options").toBe(true);
  if ((await options.getAttribute("open")) === null) await options.locator("summary").click();
  await planSection(page)
    .getByRole("checkbox", { name: `Må se: ${NORDLYS.title}` })
    .check();
  await planSection(page).getByRole("button", { name: "Lag planen på nytt" }).click();
  expect(await shows(planSection(page).locator(".plan-stop", { hasText: "Må se" }), 30_000), "made again with her «må se»").toBe(true);

  const sharing = page.locator(".plan-share");
  await sharing.scrollIntoViewIfNeeded();
  expect(await sharing.getByLabel("Navnet vennene ser").inputValue(), "the first name, to change if she likes").toBe("Kari");
  await sharing.getByRole("radio", { name: "Hele listen min" }).check();
  await sharing.getByRole("button", { name: "Del", exact: true }).click();
  expect(await shows(sharing.getByText("Lenken er klar. Vennene ser den som «Kari».")), "the link is made").toBe(true);
  const qr = sharing.getByRole("img", { name: "QR-kode for lenken «Kari»" });
  expect(await shows(qr, 10_000), "with its QR code shown at once").toBe(true);
  const href = (await sharing.locator(".share-url a").first().getAttribute("href")) ?? "";
  expect(href).toMatch(/\/venner\/[A-Za-z0-9_-]{43}$/);
  return href;
}

/** Start and end of every screening of the joint plan, as its `<time>` elements give them. */
function intervals(page: Page): Promise<{ start: number; end: number }[]> {
  return joint(page)
    .locator(".joint-stop")
    .evaluateAll((items) =>
      items.map((li) => {
        const [start, end] = Array.from(li.querySelectorAll(".joint-time time")).map((t) => Date.parse((t as HTMLTimeElement).dateTime));
        return { start: start ?? Number.NaN, end: end ?? Number.NaN };
      }),
    );
}

describe("planning with friends", () => {
  const browser = useBrowser();

  for (const [label, device] of [
    ["phone", PHONE_390],
    ["laptop", LAPTOP_1366],
  ] as const) {
    test(`a friend opens the shared list beside their own and makes a joint plan holding both «må se» films (${device.viewport.width} px)`, async () => {
      const kari = await openPage(browser(), device);
      const ola = await openPage(browser(), device);
      try {
        const link = await kariShares(kari, await newVisitor(kari, "Kari", [NORDLYS, FISKEREN]));
        await saveScreenshot(kari, `${label}-min-side`);
        await newVisitor(ola, "Ola", [STORMVARSEL]);

        const opened = await ola.goto(link);
        expect(opened?.status()).toBe(200);
        expect(opened?.headers()["cache-control"]).toBe("private, no-store");
        expect(await ola.getByRole("heading", { level: 1 }).textContent()).toBe("Kari deler listen sin");
        const own = ola.getByRole("region", { name: "Listen din" });
        const friend = ola.getByRole("region", { name: "Kari" });
        expect(await own.getByText(STORMVARSEL.title).isVisible(), "Ola's own list").toBe(true);
        expect(await friend.getByText(NORDLYS.title).isVisible(), "beside Kari's").toBe(true);
        expect(await friend.locator("li", { hasText: NORDLYS.title }).getByText("Må se").isVisible(), "with her «må se»").toBe(true);
        expect(await ola.content()).not.toContain("@example.no");
        await saveScreenshot(ola, `${label}-shared`);

        await ola.getByRole("group", { name: "Dine «må se»" }).getByLabel(STORMVARSEL.title).check();
        await ola.getByRole("button", { name: "Lag felles plan" }).click();
        expect(await shows(joint(ola), 15_000), "the joint plan").toBe(true);
        const films = await joint(ola).locator(".joint-film").allTextContents();
        expect(films, "both «må se» films").toEqual(expect.arrayContaining([NORDLYS.title, STORMVARSEL.title]));
        expect(await joint(ola).getByText("Du: 1 av 1 «må se»").isVisible()).toBe(true);
        expect(await joint(ola).getByText("Kari: 1 av 1 «må se»").isVisible()).toBe(true);
        const times = (await intervals(ola)).sort((a, b) => a.start - b.start);
        expect(times.length).toBe(films.length);
        for (let i = 1; i < times.length; i++) expect(times[i]!.start, "no two screenings of the joint plan overlap").toBeGreaterThanOrEqual(times[i - 1]!.end);
        for (const stop of await joint(ola).locator(".joint-stop").all()) {
          expect(await stop.getByRole("link", { name: /^Kjøp billett/ }).count(), "a ticket button per screening").toBe(1);
        }
        // On a phone, the joint plan's first screening, its time and ticket are in the first screen.
        const first = joint(ola).locator(".joint-stop").first();
        await ola.evaluate(() => window.scrollTo(0, 0));
        const box = await first.getByRole("link", { name: /^Kjøp billett/ }).boundingBox();
        expect(box, "the first ticket button").not.toBeNull();
        expect((box?.y ?? Infinity) + (box?.height ?? 0), "the first ticket button in the first screen").toBeLessThanOrEqual(device.viewport.height * 1.5);
        expect(await accessibilityViolations(ola)).toEqual([]);
        await saveScreenshot(ola, `${label}-joint`);
        // The first screen as a visitor sees it (the README's picture), without the "works offline" note.
        const note = ola.getByRole("button", { name: "Lukk" });
        if (await note.isVisible()) await note.click();
        await ola.evaluate(() => window.scrollTo(0, 0));
        await ola.screenshot({ path: `test-results/screenshots/friends-${label}.png` });

        // Kari stops sharing: the link answers 410 with a page that says so.
        await kari.locator(".plan-share").getByRole("button", { name: "Slutt å dele" }).click();
        expect(await shows(kari.getByText("Lenken «Kari» virker ikke lenger.")), "revoked").toBe(true);
        const gone = await ola.goto(link);
        expect(gone?.status()).toBe(410);
        expect(await ola.getByRole("heading", { level: 1 }).textContent()).toBe("Lenken er trukket tilbake");
      } finally {
        await closePage(kari);
        await closePage(ola);
      }
    });
  }

  test("the shared plan's pages, the joint plan and the revoked link, are valid HTML (W3C Nu HTML Checker)", async () => {
    ensureJava();
    const kari = await openPage(browser(), LAPTOP_1366);
    const ola = await openPage(browser(), LAPTOP_1366);
    try {
      await newVisitor(kari, "Kari", [NORDLYS, FISKEREN]);
      await newVisitor(ola, "Ola", [STORMVARSEL]);
      const origin = new URL(siteUrl("/")).origin;
      const made = await kari.request.post(siteUrl("/api/account/shares"), { data: { kind: "list", name: "Kari" }, headers: { Origin: origin } });
      expect(made.status()).toBe(201);
      const { id, url } = (await made.json()) as { id: string; url: string };
      const path = new URL(url).pathname;
      const documents = new Map<string, string>();
      documents.set("shared", await (await ola.request.get(siteUrl(path))).text());
      const jointPage = await ola.request.get(siteUrl(`${path}?felles=1`));
      expect(await jointPage.text()).toContain('class="joint-plan"');
      documents.set("joint", await jointPage.text());
      expect((await kari.request.delete(siteUrl(`/api/account/shares/${id}`), { headers: { Origin: origin } })).status()).toBe(204);
      const gone = await ola.request.get(siteUrl(path));
      expect(gone.status()).toBe(410);
      documents.set("revoked", await gone.text());
      const report = await checkHtml(documents);
      for (const name of documents.keys()) {
        const errors = (report.get(name) ?? []).filter((m) => m.level === "error");
        expect(errors, `${name}: ${describeMessages(errors)}`).toEqual([]);
      }
    } finally {
      await closePage(kari);
      await closePage(ola);
    }
  }, 240_000);
});
