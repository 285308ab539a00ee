// One build step for dev, tests and deploy: bundle the demo content, make the image variants and
// build the client. Skipped when nothing it reads changed since the last build in the same mode
// (scripts/build-freshness.mjs); `node scripts/build.mjs --force` builds anyway.
import { renderArt } from "./art/render-art.mjs";
import { bundleContent, bundleDrafts } from "./bundle-content.mjs";
import { buildImages } from "./build-images.mjs";
import { buildClient } from "./build-client.mjs";
import { buildServiceWorker } from "./build-service-worker.mjs";
import { buildHeaders } from "./build-headers.mjs";
import { buildIsFresh, inputsChangedAt, stampBuild } from "./build-freshness.mjs";

const production = process.env.NODE_ENV !== "development";
const mode = production ? "production" : "development";
if (!process.argv.includes("--force") && (await buildIsFresh(mode))) {
  console.log(`build is up to date (${mode}): nothing it reads changed since the last one`);
  process.exit(0);
}
const inputsAt = await inputsChangedAt();

await bundleContent();
// Editors' drafts apart from the published content: the worker reads them only for a preview link.
await bundleDrafts();
// Static files' headers, from the list the worker uses (src/security/response-headers.ts).
await buildHeaders();
// The demo pictures are drawn, then every picture is cut into width variants (build/image-manifest.json).
const art = await renderArt();
const images = await buildImages();
const manifest = await buildClient({ production });
// After the client: it caches the scripts that build just wrote.
await buildServiceWorker({ production, scripts: manifest.files });
await stampBuild(mode, inputsAt);
console.log(
  `built content, ${art.drawn} of ${art.total} demo picture(s) drawn, ${images.variants} variants of ${images.sources} image(s) and ${Object.keys(manifest.scripts).length} client script(s)`,
);
