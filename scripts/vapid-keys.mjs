// Prints a new VAPID key pair for "Varsle meg" (Web Push, RFC 8292) in the form the site reads:
// VAPID_PUBLIC_KEY is the uncompressed P-256 point (65 bytes), VAPID_PRIVATE_KEY its scalar
// (32 bytes), both base64url. Put them in .dev.vars locally, or `wrangler secret put` them for
// staging and production (README "Varsle meg"). A new pair makes every browser's subscription
// useless: make one per environment, once.
import { generateKeyPairSync } from "node:crypto";

const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
const pub = publicKey.export({ format: "jwk" });
const priv = privateKey.export({ format: "jwk" });
const point = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x, "base64url"), Buffer.from(pub.y, "base64url")]);

console.log(`VAPID_PUBLIC_KEY=${point.toString("base64url")}`);
console.log(`VAPID_PRIVATE_KEY=${priv.d}`);
