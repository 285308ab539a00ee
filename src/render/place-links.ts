import { type Place, placeNamed } from "../content/place";
import type { SiteConfig } from "../content/site";

/**
 * Where a screening's place is described: its section on the places page, or undefined when the
 * content does not know the place.
 *
 * @example placeHref(site, "Havvik kino") // "/steder#havvik-kino"
 */
export function placeHref(site: Pick<SiteConfig, "places" | "placesPage">, venue: string): string | undefined {
  const place = placeNamed(site.places, venue);
  return place ? `${site.placesPage}#${place.slug}` : undefined;
}

/**
 * A map of the place without embedding anyone's map or script: OpenStreetMap in a new page, and
 * the `geo:` URI (RFC 5870) that phones hand to the visitor's own map app.
 */
export function mapLinks(place: Pick<Place, "geo">): { map: string; geo: string } {
  const { lat, lng } = place.geo;
  return {
    map: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`,
    geo: `geo:${lat},${lng}`,
  };
}
