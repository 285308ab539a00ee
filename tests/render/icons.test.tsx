import { env } from "cloudflare:workers";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import manifest from "../../build/client-manifest.json";
import { describe, expect, test } from "vitest";
import { Icon } from "../../src/render/Icon";
import { ICON_DRAWINGS } from "../../src/render/icon-symbols";
import { focalPosition } from "../../src/render/blocks/focal-point";
import { formatDayHeading, formatLongDate, formatTime, osloDayKey } from "../../src/render/format-date";
import { en } from "../../src/i18n/en";
import { nb } from "../../src/i18n/nb";

describe("icons", () => {
  test("the sprite file has every icon and logo the spec names, stroke defaults on each", async () => {
    const sprite = await (await env.ASSETS.fetch(new Request(`http://localhost${manifest.icons}`))).text();
    expect(manifest.icons).toMatch(/^\/build\/icons-[\w-]+\.svg$/);
    for (const name of [
      "arrow-left",
      "arrow-right",
      "arrow-down",
      "play",
      "star",
      "star-half",
      "star-empty",
      "search",
      "hamburger",
      "close",
      "profile",
      "exclamation",
      "ticket",
      "external",
      "facebook",
      "instagram",
      "mail",
      "place",
      "calendar",
      "clock",
      "app-store",
      "google-play",
      "film-club",
    ]) {
      expect(sprite).toContain(`<symbol id="icon-${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor"`);
    }
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">/);
  });

  test("an icon is a hidden, empty box the stylesheet draws: no reference to a file the parser would fetch", () => {
    expect(renderToString(<Icon name="search" className="x" />)).toBe('<svg aria-hidden="true" class="icon ic-search x" width="24" height="24"></svg>');
  });

  test("an inline icon carries the sprite's own drawing, and every page's first rules its stroke", () => {
    const path = renderToStaticMarkup(ICON_DRAWINGS.hamburger);
    expect(renderToStaticMarkup(<Icon name="hamburger" inline />)).toBe(
      `<svg aria-hidden="true" class="icon" width="24" height="24" viewBox="0 0 24 24">${path}</svg>`,
    );
    // The sprite's symbol attributes, as CSS in the rules every page carries inline.
    expect(alwaysInline).toMatch(/\.icon\{[^}]*fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round/);
  });
});

/** The inline rules every page carries. */
const alwaysInline = manifest.css.parts
  .filter((p) => p.for === "always")
  .map((p) => p.css)
  .join("");

/** The inline rules of a page the programme opens: the rows' masks are drawn from the first row. */
const programmeInline = manifest.css.parts
  .filter((p) => p.for === "always" || p.for.includes("programme"))
  .map((p) => p.css)
  .join("");

describe("icons drawn by the stylesheet (rows' ticket and calendar links)", () => {
  test.each(["ticket", "calendar"] as const)("`i-%s` draws the sprite's own %s before the link's text", (name) => {
    const rule = programmeInline.match(new RegExp(`\\.i-${name}\\{--icon:url\\("data:image/svg\\+xml,([^"]+)"\\)\\}`));
    expect(rule).not.toBeNull();
    const path = renderToStaticMarkup(ICON_DRAWINGS[name]).match(/ d="([^"]+)"/)?.[1];
    expect(decodeURIComponent(rule?.[1] ?? "")).toContain(`d='${path}'`);
    // Shown: a mask over a box painted in the link's own colour.
    expect(programmeInline).toMatch(new RegExp(`\\.i-${name}:before[^{]*\\{background:currentColor;[^}]*mask:var\\(--icon\\)`));
  });

  test("every page has the box, so nothing moves when a drawing comes later; a page without rows gets the drawings from the file", () => {
    expect(alwaysInline).toMatch(/\.i-ticket:before,\.i-calendar:before\{content:"";display:inline-block;width:1\.25em;height:1\.25em/);
    expect(alwaysInline).not.toContain("--icon:url(");
  });
});

describe("icons drawn by the linked stylesheet (every other icon the server draws)", () => {
  const linkedOnly = async () => (await env.ASSETS.fetch(new Request(`http://localhost${manifest.css.file}`))).text();

  test("every icon has its drawing as a mask in the file, and none in the inline rules", async () => {
    const file = await linkedOnly();
    for (const [name, drawing] of Object.entries(ICON_DRAWINGS)) {
      const rule = file.match(new RegExp(`\\.ic-${name}\\{--icon:url\\("data:image/svg\\+xml,([^"]+)"\\)\\}`));
      expect(rule, name).not.toBeNull();
      const path = renderToStaticMarkup(drawing).match(/ d="([^"]+)"/)?.[1];
      expect(decodeURIComponent(rule?.[1] ?? ""), name).toContain(`d='${path}'`);
      expect(alwaysInline, name).not.toContain(`.ic-${name}{`);
    }
    expect(file).toMatch(/\.ic-search[,{][^}]*background:currentColor;[^}]*mask:var\(--icon\)/);
  });
});

describe("Norwegian dates and focal points", () => {
  test("dates read as in Norway, in Norway's time zone", () => {
    expect(formatLongDate(Date.UTC(2025, 8, 12, 10))).toBe("12. september 2025");
    expect(formatDayHeading("2025-09-10T23:30:00Z")).toBe("Torsdag 11. september");
    expect(formatTime("2025-09-10T16:30:00Z")).toBe("18:30");
    expect(osloDayKey("2025-10-11T22:30:00Z")).toBe("2025-10-12");
    expect(formatLongDate(Date.UTC(2025, 8, 12, 10), "en")).toBe("12 September 2025");
  });

  test("a focal point query becomes a CSS object position", () => {
    expect(focalPosition("fp-x=0.5&fp-y=0.4")).toBe("50% 40%");
    expect(focalPosition("fp-x=0.333&fp-y=1")).toBe("33.3% 100%");
    expect(focalPosition("fp-x=1.7&fp-y=oops")).toBe("100% 50%");
    expect(focalPosition("")).toBeUndefined();
  });

  test("both dictionaries have the same keys", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(nb).sort());
  });
});
