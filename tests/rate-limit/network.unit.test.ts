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

describe("the edges of reading an address", () => {
  it("maps only ::ffff:a.b.c.d to IPv4: other addresses with zeros up front stay IPv6", () => {
    expect(networkOf("::fffe:cb00:7109")).toBe("0:0:0::/48");
    expect(networkOf("0:0:0:0:1:ffff:cb00:7109")).toBe("0:0:0::/48");
    expect(networkOf("1::ffff:cb00:7109")).toBe("1:0:0::/48");
    expect(networkOf("::203.0.113.9")).toBe("0:0:0::/48");
  });

  it("takes octets of up to three digits up to 255, and nothing around them", () => {
    expect(networkOf("255.255.255.255")).toBe("255.255.255.0/24");
    expect(networkOf("203.0.113.0255")).toBe("203.0.113.0255");
    expect(networkOf("x203.0.113.9")).toBe("x203.0.113.9");
    expect(networkOf("203.0.113.9x")).toBe("203.0.113.9x");
    expect(networkOf("203.0.113.")).toBe("203.0.113.");
    // Spellings a number would read ("1e2" is 100, "0x10" 16) are not octets.
    expect(networkOf("203.0.113.1e2")).toBe("203.0.113.1e2");
    expect(networkOf("203.0.113.0x10")).toBe("203.0.113.0x10");
  });

  it("refuses text that is longer than any address or holds other characters, before reading it", () => {
    const long = `${"0:".repeat(22)}1`; // 45 characters and nine groups: no address
    expect(networkOf(long)).toBe(long);
    expect(networkOf("2001:db8::1 ")).toBe("2001:db8::1 ");
    expect(networkOf(" 2001:db8::1")).toBe(" 2001:db8::1");
    expect(networkOf("2001:db8::g")).toBe("2001:db8::g");
    // The longest spelling of an address is 45 characters, and is read.
    expect(networkOf("0000:0000:0000:0000:0000:ffff:255.255.255.255")).toBe("255.255.255.0/24");
  });

  it("takes a dotted IPv4 tail only at the end, and fills '::' with at least one group", () => {
    expect(networkOf("1.2.3.4::1")).toBe("1.2.3.4::1");
    expect(networkOf("1:2:3:4:5:6:7::8")).toBe("1:2:3:4:5:6:7::8");
    expect(networkOf("1:2:3:4:5:6::8")).toBe("1:2:3::/48");
    expect(networkOf("1:2:3:4:5:6:7")).toBe("1:2:3:4:5:6:7");
    expect(networkOf("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1::/48");
    expect(networkOf("::")).toBe("0:0:0::/48");
    expect(networkOf("2001:db8:aa::")).toBe("2001:db8:aa::/48");
  });
});
