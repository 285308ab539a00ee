import { describe, expect, test } from "vitest";
import { closePage, openPage, shows, useBrowser, pageScriptRan } from "./support/browser";
import { siteUrl } from "./support/site";

// A visitor who reads with larger text (a default font size of 24 px, as a browser's setting gives)
// logs in on a phone: the login dialog's fields stay inside the dialog, whole and typed into where
// they can be seen, and nothing in it scrolls sideways (50-account.css). At that size a field's own
// width (20 characters) used to push the form past the dialog's right edge.

const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

describe("the login dialog with 24 px text on a phone", () => {
  const browser = useBrowser();

  test("its fields and button lie inside it, and it does not scroll sideways", async () => {
    const page = await openPage(browser(), PHONE_390);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 24, fixed: 24 } });
    await page.goto(siteUrl("/"));
    await pageScriptRan(page);
    await page.locator('[data-island="profile"]').getByText("Logg inn").click();
    const dialog = page.getByRole("dialog", { name: "Logg inn" });
    expect(await shows(dialog, 10_000), "the login dialog opens").toBe(true);
    const fit = await dialog.evaluate((box) => {
      const edge = box.getBoundingClientRect();
      const outside = [...box.querySelectorAll("input:not([type=hidden]), button")]
        .map((el) => ({ name: el.getAttribute("name") ?? el.textContent?.trim() ?? "", r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && (r.left < edge.left || r.right > edge.right + 0.5))
        .map(({ name, r }) => `${name}: ${Math.round(r.left)}–${Math.round(r.right)} px in a dialog ${Math.round(edge.left)}–${Math.round(edge.right)} px`);
      const sideways = [box, ...box.querySelectorAll("*")].filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible");
      return { outside, sideways: sideways.length };
    });
    expect(fit.outside).toEqual([]);
    expect(fit.sideways, "nothing in the dialog scrolls sideways").toBe(0);
    await closePage(page);
  });
});
