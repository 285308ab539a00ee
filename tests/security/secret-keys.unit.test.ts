import { describe, expect, it } from "vitest";
import { sameSecret } from "../../src/security/same-secret";
import { aesKey, hmacKey } from "../../src/security/secret-keys";

describe("the keys derived from the site's secrets", () => {
  it("cannot be read back out of the worker, whatever signs or seals with them", async () => {
    expect((await hmacKey("kinoweb-test-v1", "secret-a")).extractable).toBe(false);
    expect((await aesKey("kinoweb-test-v1", "secret-a")).extractable).toBe(false);
  });

  it("are derived once per label and secret, and never shared between two labels or two secrets", async () => {
    expect(hmacKey("kinoweb-test-v1", "secret-a")).toBe(hmacKey("kinoweb-test-v1", "secret-a"));
    expect(aesKey("kinoweb-test-v1", "secret-a")).toBe(aesKey("kinoweb-test-v1", "secret-a"));
    expect(hmacKey("kinoweb-test-v1", "secret-a")).not.toBe(hmacKey("kinoweb-test-v2", "secret-a"));
    expect(hmacKey("kinoweb-test-v1", "secret-a")).not.toBe(hmacKey("kinoweb-test-v1", "secret-b"));
    expect(aesKey("kinoweb-test-v1", "secret-a")).not.toBe(hmacKey("kinoweb-test-v1", "secret-a"));
  });
});

describe("a secret compared with the one we hold", () => {
  // Node has no crypto.subtle.timingSafeEqual (workerd's); the equal-length comparison is tested
  // in the runtime (tests/push/). A length mismatch answers before it is ever called.
  it("is refused at once when its length differs", () => {
    expect(sameSecret("abc", "abcd")).toBe(false);
    expect(sameSecret("abcd", "abc")).toBe(false);
    expect(sameSecret("", "a")).toBe(false);
  });
});
