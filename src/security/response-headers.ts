/**
 * The headers every answer of the site carries, pages and static files alike: the worker sets
 * them on what it answers (middleware/security-headers.ts), and the build writes them into
 * public/_headers for the files the platform serves without running the worker
 * (scripts/build-headers.mjs). One list, so the two cannot drift apart.
 */

/**
 * Features no page of ours uses, switched off for the page and every frame in it. Fullscreen
 * and autoplay stay allowed: the trailer players need them.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

export const SHARED_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Two years, as the HSTS preload list asks; `preload` itself is the operator's choice (README).
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
};

/**
 * The policy of a static file (scripts, styles' fonts, pictures, icons, the manifest): it runs
 * nothing and loads nothing, so an SVG opened on its own cannot run script or call out.
 * scripts/build-headers.mjs bundles this module and reads it for public/_headers.
 *
 * @public
 */
export const STATIC_FILE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
