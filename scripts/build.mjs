// One build step for dev, tests and deploy: bundle the demo content and build the client.
import { bundleContent } from "./bundle-content.mjs";
import { buildClient } from "./build-client.mjs";

await bundleContent();
const manifest = await buildClient({ production: process.env.NODE_ENV !== "development" });
console.log(`built content and ${Object.keys(manifest.scripts).length} client script(s)`);
