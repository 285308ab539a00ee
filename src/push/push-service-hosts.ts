/**
 * The push services of the browsers a visitor uses (Chrome/Edge/Opera/Samsung through FCM,
 * Firefox through Mozilla's autopush, Edge's WNS, Safari through Apple's): a subscription must
 * name one of them, so the site cannot be made to POST to any address someone writes into a body.
 */
const BROWSER_PUSH_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "web.push.apple.com"];
const BROWSER_PUSH_SUFFIXES = [".notify.windows.com", ".push.apple.com", ".push.services.mozilla.com"];

/**
 * Whether an https endpoint belongs to a known push service, or to one the operator names
 * (PUSH_SERVICE_HOSTS, exact host names).
 *
 * @example isPushServiceEndpoint("https://fcm.googleapis.com/fcm/send/abc", []) // true
 */
export function isPushServiceEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  const host = new URL(endpoint).hostname.toLowerCase();
  return BROWSER_PUSH_HOSTS.includes(host) || BROWSER_PUSH_SUFFIXES.some((s) => host.endsWith(s)) || extraHosts.includes(host);
}
