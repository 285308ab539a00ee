import { createPublicKey, verify } from "node:crypto";

/** The claims of a VAPID JWT (RFC 8292 §2). */
export type VapidClaims = { aud: string; exp: number; sub: string };

/**
 * Checks a push request's `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292 §3) as a push
 * service does: `k` is the key the subscription was made with, the ES256 signature verifies with
 * it, `aud` is this service's origin, `exp` is in the future and at most 24 hours away, and `sub`
 * is a contact. Answers the claims, or throws saying what is wrong.
 */
export function verifyVapid(authorization: string | undefined, expectedKey: string, origin: string, nowSeconds: number): VapidClaims {
  const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`Authorization is not "vapid t=…, k=…": ${authorization}`);
  const [, jwt = "", key = ""] = match;
  if (key !== expectedKey) throw new Error("k is not the application server key the subscription was made with");
  const [header = "", payload = "", signature = ""] = jwt.split(".");
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const signed = verify("sha256", Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!signed) throw new Error("the JWT signature does not verify with k");
  if (JSON.parse(Buffer.from(header, "base64url").toString()).alg !== "ES256") throw new Error("the JWT is not ES256");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as VapidClaims;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + 24 * 60 * 60)) throw new Error(`exp ${claims.exp} is not within the next 24 hours`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub} is not a mailto: or https: contact`);
  return claims;
}
