/**
 * The site's keys derived from its secrets, each labelled by what it signs or seals so one secret
 * never signs two kinds of token, and imported once per isolate (importing costs a crypto call
 * per request otherwise). Used by preview links (ADMIN_TOKEN), device cookies and sealed
 * calendar links (SESSION_SECRET).
 */
const keys = new Map<string, Promise<CryptoKey>>();

function once(id: string, make: () => Promise<CryptoKey>): Promise<CryptoKey> {
  let key = keys.get(id);
  if (!key) {
    key = make();
    keys.set(id, key);
  }
  return key;
}

/** An HMAC-SHA256 key over `${label}:${secret}`. @example await hmacKey("kinoweb-preview-v1", secret) */
export function hmacKey(label: string, secret: string): Promise<CryptoKey> {
  return once(`hmac\n${label}\n${secret}`, () =>
    crypto.subtle.importKey("raw", new TextEncoder().encode(`${label}:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]),
  );
}

/** An AES-256-GCM key derived from the secret by HKDF-SHA256 with `salt`. */
export function aesKey(salt: string, secret: string): Promise<CryptoKey> {
  return once(`aes\n${salt}\n${secret}`, async () => {
    const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), "HKDF", false, ["deriveKey"]);
    return crypto.subtle.deriveKey(
      { name: "HKDF", hash: "SHA-256", salt: new TextEncoder().encode(salt), info: new Uint8Array() },
      material,
      { name: "AES-GCM", length: 256 },
      false,
      ["encrypt", "decrypt"],
    );
  });
}
