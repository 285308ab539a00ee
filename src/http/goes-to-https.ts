/**
 * Which requests the site redirects to https (middleware/https-only.ts answers them; the edge
 * cache must not answer them from a cache first). Below edge/ so both read one rule.
 */

/**
 * Hosts a developer reaches over plain http: loopback and private (LAN) addresses, and *.localhost.
 * The platform never serves the public site on these, so they are safe to leave alone.
 */
const LOCAL_HOST =
  /^(?:localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[::1\]|10(?:\.\d{1,3}){3}|192\.168(?:\.\d{1,3}){2}|172\.(?:1[6-9]|2\d|3[01])(?:\.\d{1,3}){2})$/i;

/** Whether a request to `address` is answered with a redirect to https: plain http, not on a developer's host. */
export function goesToHttps(address: string): boolean {
  // Nearly every request: no address to parse.
  if (!address.startsWith("http:")) return false;
  return !LOCAL_HOST.test(new URL(address).hostname);
}
