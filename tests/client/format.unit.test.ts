import { describe, expect, test } from "vitest";
import { formatRating, formatScreeningAt, formatShortDate, formatStartTime, safeHref } from "../../src/client/format";
import { en } from "../../src/client/i18n/en";
import { nb } from "../../src/client/i18n/nb";
import { qrPath } from "../../src/client/qr-path";

describe("formatting for tickets and reviews", () => {
  test("start time in Norwegian, in Norway's time zone whatever the offset sent", () => {
    expect(formatStartTime("2025-09-13T16:30:00Z", "nb-NO")).toBe("lørdag 13. september kl. 18:30");
    expect(formatStartTime("2025-09-13T18:30:00+02:00", "nb-NO")).toBe("lørdag 13. september kl. 18:30");
  });

  test("a screening on one short line, as the site's notifications and changes page say it", () => {
    expect(formatScreeningAt("2025-09-17T18:30:00Z", nb.intlLocale, nb.screeningAt)).toBe("ons. 17. sep. kl. 20:30");
    expect(formatScreeningAt("2025-09-17T20:30:00+02:00", en.intlLocale, en.screeningAt)).toBe("Wed 17 Sept 20:30");
  });

  test("an unreadable time is shown as sent rather than as 'Invalid Date'", () => {
    expect(formatStartTime("snart", "nb-NO")).toBe("snart");
  });

  test("review dates and dice averages in Norwegian notation", () => {
    expect(formatShortDate("2025-09-12T22:30:00Z", "nb-NO")).toBe("13. sep. 2025");
    expect(formatRating(4.56, "nb-NO")).toBe("4,6");
    expect(formatRating(5, "nb-NO")).toBe("5");
  });

  test("links from the venue are kept only when they are web addresses or site paths", () => {
    expect(safeHref("https://kino.example/film/1")).toBe("https://kino.example/film/1");
    expect(safeHref("/kystlinjer-DXM10234")).toBe("/kystlinjer-DXM10234");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("//evil.example")).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});

describe("QR code drawing", () => {
  test("draws a square symbol with a 4-module quiet zone", () => {
    const { size, d } = qrPath("NFF-10234-0001");
    expect(size).toBe(21 + 8);
    expect(d).toMatch(/^M4 4h7v1h-7z/); // the top-left finder pattern starts inside the quiet zone
  });

  test("a text too long for any QR symbol throws (the island then shows the venue's image)", () => {
    expect(() => qrPath("x".repeat(8000))).toThrow();
  });
});
