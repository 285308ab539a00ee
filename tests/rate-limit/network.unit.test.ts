import { describe, expect, it } from "vitest";
import { networkOf } from "../../src/rate-limit/network";

describe("the network an address is counted in", () => {
  it("is an IPv4 address's /24", () => {
    expect(networkOf("203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkOf("203.0.113.1")).toBe(networkOf("203.0.113.254"));
    expect(networkOf("203.0.114.1")).not.toBe(networkOf("203.0.113.1"));
  });

  it("is an IPv6 address's /48, however it is spelled", () => {
    expect(networkOf("2001:db8:1234:5678::1")).toBe("2001:db8:1234::/48");
    expect(networkOf("2001:0DB8:1234:ffff:0:0:0:9")).toBe("2001:db8:1234::/48");
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(networkOf("2001:db8:1235::1")).not.toBe(networkOf("2001:db8:1234::1"));
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(networkOf("::ffff:203.0.113.9")).toBe("203.0.113.0/24");
    expect(networkOf("::ffff:cb00:7109")).toBe("203.0.113.0/24");
  });

  it("keeps what is no address as it is (its own network)", () => {
    for (const text of ["unknown", "203.0.113.256", "1.2.3", "2001:db8::1::2", "1:2:3:4:5:6:7:8:9", "1.2.3.4::", "::ffff:1.2.3.4.5"])
      expect(networkOf(text)).toBe(text);
  });
});
