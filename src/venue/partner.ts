/** The venue partner numbers the site knows. */
export const VENUE_PARTNERS = [118, 178] as const;
export type VenuePartner = (typeof VENUE_PARTNERS)[number];

/**
 * The venue the site uses: its first partner number decides. 118 and 178 each
 * have a configured base URL; any other number selects nothing.
 *
 * @example venueBaseUrl([118], { 118: "https://a/", 178: "https://b/" }) // "https://a/"
 */
export function venueBaseUrl(partners: readonly number[], urls: Record<VenuePartner, string>): string | undefined {
  const first = partners[0];
  return first === 118 || first === 178 ? urls[first] : undefined;
}
