// One build step for dev, tests and deploy: bundle the demo content and build the client.
import { bundleContent } from "./bundle-content.mjs";
import { buildClient } from "./build-client.mjs";
import { buildServiceWorker } from "./build-service-worker.mjs";

await bundleContent();
const production = process.env.NODE_ENV !== "development";
const manifest = await buildClient({ production });
// After the client: it caches the scripts that build just wrote.
await buildServiceWorker({ production, scripts: manifest.files });
console.log(`built content and ${Object.keys(manifest.scripts).length} client script(s)`);
