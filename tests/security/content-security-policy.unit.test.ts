import { describe, expect, it } from "vitest";
import { ANALYTICS_SOURCES, contentSecurityPolicy, withSources } from "../../src/security/content-security-policy";
import { MODULES_AFTER_PAINT_HASH } from "../../src/security/modules-after-paint";

/** The policy as a browser reads it: directive name → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((d) => {
      const [name = "", ...sources] = d.split(" ");
      return [name, sources];
    }),
  );
}

describe("the pages' Content Security Policy", () => {
  it("runs only our own scripts, frames nothing and is framed by nobody", () => {
    expect(contentSecurityPolicy()).toBe(
      `default-src 'self'; script-src 'self' '${MODULES_AFTER_PAINT_HASH}'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; font-src 'self'; ` +
        "connect-src 'self'; frame-src 'none'; worker-src 'self'; manifest-src 'self'; form-action 'self'; frame-ancestors 'none'; " +
        "base-uri 'self'; object-src 'none'",
    );
  });

  it("allows the page's one inline style by each hash it is given, quoted", () => {
    const policy = directives(contentSecurityPolicy(["sha256-abc=", "sha256-def="]));
    expect(policy.get("style-src")).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy.get("script-src")).toEqual(["'self'", `'${MODULES_AFTER_PAINT_HASH}'`]);
  });

  it("lets a trailer's player be framed only on a page that names its host", () => {
    expect(directives(contentSecurityPolicy([], "https://www.youtube-nocookie.com")).get("frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
    expect(directives(contentSecurityPolicy(["sha256-abc="])).get("frame-src")).toEqual(["'none'"]);
  });
});

describe("a site's own sources added to the policy", () => {
  it("appends each source to its directive once, and leaves every other directive as it was", () => {
    const policy = withSources("img-src 'self' data:; form-action 'self'; connect-src 'self'", {
      "img-src": ["https://bilder.no", "'self'", "https://bilder.no"],
      "connect-src": [],
    });
    expect(policy).toBe("img-src 'self' data: https://bilder.no; form-action 'self'; connect-src 'self'");
  });

  it("ignores a directive the policy does not have", () => {
    expect(withSources("img-src 'self'", { "media-src": ["https://video.no"] })).toBe("img-src 'self'");
  });

  it("lets Google Analytics load its tag, send its hits and show its pixel, nothing more", () => {
    const policy = directives(withSources(contentSecurityPolicy(), ANALYTICS_SOURCES));
    expect(policy.get("script-src")).toEqual(["'self'", `'${MODULES_AFTER_PAINT_HASH}'`, "https://www.googletagmanager.com"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "https://*.google-analytics.com", "https://*.googletagmanager.com"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });
});
