/**
 * The network an address belongs to, for limits that one holder of many addresses should not
 * escape: an IPv4 address's /24 and an IPv6 address's /48 (what one customer, one hosting
 * account or one cloud subnet usually gets). An IPv4-mapped IPv6 address counts as its IPv4
 * address. Anything that is not an address (no CF-Connecting-IP, locally) is its own network.
 *
 * @example networkOf("203.0.113.77") // "203.0.113.0/24"
 * @example networkOf("2001:db8:1234:5678::1") // "2001:db8:1234::/48"
 */
export function networkOf(ip: string): string {
  const v4 = ipv4Of(ip);
  if (v4) return `${v4.slice(0, 3).join(".")}.0/24`;
  const v6 = ipv6Of(ip);
  if (!v6) return ip;
  const mapped = v6.slice(0, 5).every((g) => g === 0) && v6[5] === 0xffff;
  if (mapped) return `${v6[6]! >> 8}.${v6[6]! & 0xff}.${v6[7]! >> 8}.0/24`;
  return `${v6
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(":")}::/48`;
}

/** The four octets of a dotted IPv4 address, or undefined. */
function ipv4Of(text: string): number[] | undefined {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return undefined;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : undefined;
}

/** The eight 16-bit groups of an IPv6 address (`::` and a dotted IPv4 tail allowed), or undefined. */
function ipv6Of(text: string): number[] | undefined {
  if (text.length > 45 || !/^[0-9a-fA-F:.]+$/.test(text)) return undefined;
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  // A dotted IPv4 tail may end the address only, never the part before "::".
  const groupsOf = (half: string, ends: boolean): number[] | undefined => {
    if (half === "") return [];
    const groups: number[] = [];
    const parts = half.split(":");
    for (const [i, part] of parts.entries()) {
      const tail = ends && i === parts.length - 1 ? ipv4Of(part) : undefined;
      if (tail) groups.push((tail[0]! << 8) | tail[1]!, (tail[2]! << 8) | tail[3]!);
      else if (/^[0-9a-fA-F]{1,4}$/.test(part)) groups.push(parseInt(part, 16));
      else return undefined;
    }
    return groups;
  };
  const head = groupsOf(halves[0]!, halves.length === 1);
  const tail = halves.length === 2 ? groupsOf(halves[1]!, true) : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  return [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
}
