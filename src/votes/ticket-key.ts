const encoder = new TextEncoder();

/**
 * The key a ticket's vote is stored under: the SHA-256 of its QR code. The code is what lets
 * someone through the door, so the store keeps only its hash; the same ticket always gives the
 * same key, whichever session or device votes with it.
 */
export async function ticketKey(qrCode: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(`ticket:${qrCode}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
