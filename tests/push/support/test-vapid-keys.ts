import { generateKeyPairSync } from "node:crypto";

/** A VAPID key pair for one test run, as `npm run push:keys` makes one (base64url point and scalar). */
export function testVapidKeys(): { publicKey: string; privateKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const pub = publicKey.export({ format: "jwk" });
  const priv = privateKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x ?? "", "base64url"), Buffer.from(pub.y ?? "", "base64url")]);
  return { publicKey: point.toString("base64url"), privateKey: priv.d ?? "" };
}
