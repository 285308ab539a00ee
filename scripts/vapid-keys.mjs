// Makes a new VAPID key pair for "Varsle meg" (Web Push, RFC 8292) in the form the site reads:
// VAPID_PUBLIC_KEY is the uncompressed P-256 point (65 bytes), VAPID_PRIVATE_KEY its scalar
// (32 bytes), both base64url. Printed, for `wrangler secret put` in staging and production, or
// with --dev-vars added to .dev.vars for `npm start` (README "Varsle meg"). A new pair makes every
// browser's subscription useless: make one per environment, once. So --dev-vars leaves a
// .dev.vars that has a pair already as it is.
import { generateKeyPairSync } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";

const DEV_VARS = ".dev.vars";

const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
const pub = publicKey.export({ format: "jwk" });
const priv = privateKey.export({ format: "jwk" });
const point = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x, "base64url"), Buffer.from(pub.y, "base64url")]);
const lines = `VAPID_PUBLIC_KEY=${point.toString("base64url")}\nVAPID_PRIVATE_KEY=${priv.d}\n`;

if (!process.argv.includes("--dev-vars")) {
  process.stdout.write(lines);
} else if (existsSync(DEV_VARS) && /^\s*VAPID_(PUBLIC|PRIVATE)_KEY\s*=/m.test(readFileSync(DEV_VARS, "utf8"))) {
  console.log(`${DEV_VARS} has a VAPID key pair already; it is left as it is (a new pair would strand this browser's subscriptions).`);
} else {
  const before = existsSync(DEV_VARS) ? readFileSync(DEV_VARS, "utf8") : "";
  appendFileSync(DEV_VARS, `${before === "" || before.endsWith("\n") ? "" : "\n"}# "Varsle meg" (npm run push:keys -- --dev-vars)\n${lines}`);
  console.log(`Added a VAPID key pair to ${DEV_VARS}. Restart \`npm start\`: wrangler reads ${DEV_VARS} only when it starts.`);
}
