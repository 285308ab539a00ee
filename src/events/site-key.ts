/**
 * The site key of the runtime data API (`sites/{site}/basic_events`): the site's
 * first partner number, written in decimal (docs/decisions/011-runtime-site-key-and-event-cache.md).
 * The same number that chooses the venue names the site at the ticketing partner.
 *
 * @example runtimeSiteKey([118, 178]) // "118"
 */
export function runtimeSiteKey(partners: readonly number[]): string {
  const first = partners[0];
  if (first === undefined) throw new Error("the site has no partner number (site.partners is empty)");
  return String(first);
}
