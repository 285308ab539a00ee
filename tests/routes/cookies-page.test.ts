import { describe, expect, it } from "vitest";
import { DEVICE_COOKIE } from "../../src/session/device-cookie";
import { SESSION_COOKIE } from "../../src/session/session-id";
import { STYLESHEET_COOKIE } from "../../src/shared/stylesheet-cookie";
import { visitCached } from "../support/fetch-page";

/**
 * The cookies page is the visitor's word on what the site keeps in their browser: every cookie the
 * site sets is named there by its real name, with what it is for. A renamed cookie fails here.
 */
describe("the cookies page", () => {
  it.each([
    [SESSION_COOKIE, "Holder deg innlogget på Min side"],
    [DEVICE_COOKIE, "Settes når du har logget inn, og viser at denne nettleseren har logget inn før"],
    [STYLESHEET_COOKIE, "Husker hvilken versjon av nettstedets stilark"],
  ])("names %s and says what it is for", async (name, purpose) => {
    const { html } = await visitCached("/cookies-info");
    expect(html).toContain(`<h3><code>${name}</code></h3><p>${purpose}`);
  });
});
