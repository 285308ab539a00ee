import manifest from "../../build/client-manifest.json";

/**
 * The one inline script a page carries, as the build minified it (src/client/modules-after-paint.ts,
 * scripts/build-client.mjs): it adds the page's module scripts, named in its `data-modules`
 * attribute, once the first screen has been painted (docs/decisions/054).
 */
export const MODULES_AFTER_PAINT: string = manifest.afterPaint.code;

/** The CSP source that allows it and nothing else: its SHA-256, base64, made by the build. */
export const MODULES_AFTER_PAINT_HASH: string = manifest.afterPaint.hash;
