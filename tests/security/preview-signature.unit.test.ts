import { describe, expect, it } from "vitest";
import { previewPath, signPreview, verifyPreview } from "../../src/security/preview-signature";

const SECRET = "admin-token-for-preview-tests-0123456789";
const NOW = Date.parse("2025-09-17T10:00:00+02:00");
const HOUR = 3_600_000;

describe("an editor's preview link (docs/decisions/032)", () => {
  it("opens its own page until its time, to the second", async () => {
    const token = await signPreview(SECRET, "/billettinfo", NOW + HOUR + 999);
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(await verifyPreview(SECRET, "/billettinfo", token, NOW)).toEqual({ expiresAt: NOW + HOUR });
    expect(await verifyPreview(SECRET, "/billettinfo", token, NOW + HOUR - 1)).toEqual({ expiresAt: NOW + HOUR });
    expect(await verifyPreview(SECRET, "/billettinfo", token, NOW + HOUR)).toEqual({ refused: "expired" });
  });

  it("opens no other page, not even one whose path and time run together the same way", async () => {
    const token = await signPreview(SECRET, "/side-2", NOW + HOUR);
    expect(await verifyPreview(SECRET, "/side-", token, NOW)).toEqual({ refused: "forged" });
    const [expires, signature] = token.split(".");
    // "/side-2" until E must not be "/side-" until 2E: the path and the expiry are kept apart.
    expect(await verifyPreview(SECRET, "/side-", `2${expires}.${signature}`, NOW)).toEqual({ refused: "forged" });
    expect(await verifyPreview(SECRET, "/billettinfo", token, NOW)).toEqual({ refused: "forged" });
  });

  it("is refused when made with another admin token, changed, or not a token at all", async () => {
    const token = await signPreview(SECRET, "/billettinfo", NOW + HOUR);
    const [expires = "", signature = ""] = token.split(".");
    expect(await verifyPreview("another-admin-token-0123456789abcdef", "/billettinfo", token, NOW)).toEqual({ refused: "forged" });
    expect(await verifyPreview(SECRET, "/billettinfo", `${Number(expires) + 1}.${signature}`, NOW)).toEqual({ refused: "forged" });
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(await verifyPreview(SECRET, "/billettinfo", `${expires}.${flipped}`, NOW)).toEqual({ refused: "forged" });
    for (const junk of ["", "abc", `${expires}`, `${expires}.`, `x${token}`, `${token}x`, `${"9".repeat(13)}.${signature}`]) {
      expect(await verifyPreview(SECRET, "/billettinfo", junk, NOW)).toEqual({ refused: "forged" });
    }
  });

  it("is refused as forged, not as expired, when it is both: a stranger learns nothing from an old token", async () => {
    const old = await signPreview(SECRET, "/billettinfo", NOW - HOUR);
    expect(await verifyPreview(SECRET, "/billettinfo", old, NOW)).toEqual({ refused: "expired" });
    expect(await verifyPreview(SECRET, "/annen-side", old, NOW)).toEqual({ refused: "forged" });
  });

  it("signs the path as the browser will send it", () => {
    expect(previewPath("/article/ærlig talt")).toBe("/article/%C3%A6rlig%20talt");
    expect(previewPath("/billettinfo")).toBe("/billettinfo");
  });
});
