import { createDecipheriv, type createECDH, hkdfSync } from "node:crypto";

/** A subscription's private half, as the browser keeps it: the ECDH key and the auth secret. */
export type SubscriberKeys = { ecdh: ReturnType<typeof createECDH>; auth: Buffer };

const info = (label: string) => Buffer.from(`Content-Encoding: ${label}\0`, "latin1");
const hkdf = (salt: Buffer, ikm: Buffer, data: Buffer, length: number) => Buffer.from(hkdfSync("sha256", ikm, salt, data, length));

/**
 * Decrypts a Web Push message as the browser would (RFC 8291 §3.4 over RFC 8188 aes128gcm),
 * written apart from the library the site sends with, on Node's crypto: the header's salt and
 * the sender's ephemeral public key, ECDH with the subscriber's private key, the auth secret
 * mixed in, then one AES-128-GCM record whose padding ends at the 0x02 delimiter. Throws when
 * any of it does not hold: the site sent something a browser could not read.
 */
export function decryptAes128gcm(body: Buffer, keys: SubscriberKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20] ?? 0;
  const senderPublic = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65 || senderPublic[0] !== 0x04) throw new Error(`keyid is not an uncompressed P-256 point (${keyIdLength} bytes)`);
  if (record.length > recordSize) throw new Error(`one record of ${record.length} bytes exceeds the record size ${recordSize}`);

  const sharedSecret = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0", "latin1"), keys.ecdh.getPublicKey(), senderPublic]);
  const ikm = hkdf(keys.auth, sharedSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, info("aes128gcm"), 16);
  const nonce = hkdf(salt, ikm, info("nonce"), 12);

  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record's plaintext ends with 0x02 followed by zero padding (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 0x02) throw new Error("the record does not end with the last-record delimiter 0x02");
  return padded.subarray(0, end).toString("utf8");
}
