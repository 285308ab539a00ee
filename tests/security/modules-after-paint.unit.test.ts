import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../src/security/content-security-policy";
import { MODULES_AFTER_PAINT, MODULES_AFTER_PAINT_HASH } from "../../src/security/modules-after-paint";

describe("the inline script that adds the page's modules after the first paint", () => {
  it("is allowed by the hash of exactly its text, and by nothing looser", () => {
    const hash = `sha256-${createHash("sha256").update(MODULES_AFTER_PAINT, "utf8").digest("base64")}`;
    expect(MODULES_AFTER_PAINT_HASH).toBe(hash);
    const scripts = contentSecurityPolicy()
      .split("; ")
      .find((d) => d.startsWith("script-src "));
    expect(scripts).toBe(`script-src 'self' '${hash}'`);
  });

  it("reads the addresses from its own element, so the text (and its hash) changes only with its source", () => {
    expect(MODULES_AFTER_PAINT).toContain("dataset.modules");
    expect(MODULES_AFTER_PAINT).not.toMatch(/\/build\/|<\/script/i);
  });
});
