import { type Place, placeNamed } from "../../content/place";
import type { SiteConfig } from "../../content/site";
import { absoluteUrl } from "../page-head";
import type { JsonLdNode } from "./json-ld";

/** The part of the site configuration that says where things happen. */
export type PlacesSite = Pick<SiteConfig, "host" | "places" | "placesPage">;

/** A place's full address and where it is on the map (Google's Event `location`, schema.org Place). */
function described(site: PlacesSite, place: Place): Record<string, unknown> {
  return {
    address: {
      "@type": "PostalAddress",
      streetAddress: place.address.street,
      postalCode: place.address.postcode,
      addressLocality: place.address.city,
      addressRegion: place.address.region,
      addressCountry: "NO",
    },
    geo: { "@type": "GeoCoordinates", latitude: place.geo.lat, longitude: place.geo.lng },
    url: absoluteUrl(site, `${site.placesPage}#${place.slug}`),
  };
}

/**
 * Where an event happens, as structured data: the place the content describes, with its street
 * address and coordinates; a place the content does not describe keeps its name and the town.
 *
 * @example eventPlace(site, "Havvik kino", "Sal 1", "MovieTheater").address.streetAddress // "Storgata 12"
 */
export function eventPlace(site: PlacesSite, venue: string, sal: string, type: "MovieTheater" | "Place"): JsonLdNode {
  const name = sal ? `${venue}, ${sal}` : venue;
  const place = placeNamed(site.places, venue);
  if (!place) return { "@type": type, name, address: { "@type": "PostalAddress", addressLocality: "Havvik", addressCountry: "NO" } };
  return { "@type": type, name, ...described(site, place) };
}

/** Every place of the site as its own node, for the places page. */
export function placeNodes(site: PlacesSite): JsonLdNode[] {
  return site.places.map((place) => ({ "@type": "Place", "@id": absoluteUrl(site, `${site.placesPage}#${place.slug}`), name: place.name, ...described(site, place) }));
}
