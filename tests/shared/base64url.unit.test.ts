import { describe, expect, it } from "vitest";
import { fromBase64Url, toBase64Url } from "../../src/shared/base64url";

describe("base64url, the spelling of the site's tokens", () => {
  it("reads back every byte it wrote, without padding and with - and _", () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = toBase64Url(bytes);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(fromBase64Url(text)).toEqual(bytes);
  });

  it("refuses a second spelling of the same bytes, padding, and characters outside the alphabet", () => {
    expect(toBase64Url(new Uint8Array([0xfb, 0xff]))).toBe("-_8");
    expect(fromBase64Url("-_9")).toBeUndefined();
    expect(fromBase64Url("-_8=")).toBeUndefined();
    expect(fromBase64Url("+/8")).toBeUndefined();
    expect(fromBase64Url("abcde")).toBeUndefined();
  });
});
