import { describe, expect, it } from "vitest";
import { PERMISSIONS_POLICY, SHARED_HEADERS, STATIC_FILE_POLICY } from "../../src/security/response-headers";

describe("the headers every answer carries", () => {
  it("says what a browser must not guess, leak, frame or share", () => {
    expect(SHARED_HEADERS).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Permissions-Policy": PERMISSIONS_POLICY,
    });
  });

  it("switches off every device feature no page uses, and leaves fullscreen and autoplay to the trailers", () => {
    expect(PERMISSIONS_POLICY).toBe(
      "accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()",
    );
    expect(PERMISSIONS_POLICY).not.toMatch(/fullscreen|autoplay/);
  });

  it("lets a static file run and load nothing", () => {
    expect(STATIC_FILE_POLICY).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  });
});
