import { type Place, placeNamed } from "../../content/place";
import type { SiteConfig } from "../../content/site";
import { absoluteUrl } from "../page-head";
import type { JsonLdNode, JsonLdRef } from "./json-ld";

/** The part of the site configuration that says where things happen. */
export type PlacesSite = Pick<SiteConfig, "host" | "places" | "placesPage">;

/** What kind of place an event needs: a cinema for a film screening, a place for the rest. */
export type PlaceType = "MovieTheater" | "Place";

/** A place's `@id`: its section of the places page (`https://…/steder#havvik-kino`), as there. */
export function placeId(site: PlacesSite, place: Place): string {
  return absoluteUrl(site, `${site.placesPage}#${place.slug}`);
}

/** A place's full address and where it is on the map (Google's Event `location`, schema.org Place). */
function placeNode(site: PlacesSite, place: Place, type: PlaceType): JsonLdNode {
  return {
    "@type": type,
    "@id": placeId(site, place),
    name: place.name,
    address: {
      "@type": "PostalAddress",
      streetAddress: place.address.street,
      postalCode: place.address.postcode,
      addressLocality: place.address.city,
      addressRegion: place.address.region,
      addressCountry: "NO",
    },
    geo: { "@type": "GeoCoordinates", latitude: place.geo.lat, longitude: place.geo.lng },
    url: placeId(site, place),
  };
}

/**
 * The places of one page's graph, each written once and referred to by its `@id`: a programme of
 * forty screenings in five places writes five addresses, not forty. A place that shows a film on
 * the page is a MovieTheater (Google's ScreeningEvent location), else a Place.
 *
 * @example const places = new PagePlaces(site); event.location = places.location("Havvik kino", "MovieTheater"); graph.push(...places.nodes())
 */
export class PagePlaces {
  private readonly written = new Map<string, JsonLdNode>();

  constructor(private readonly site: PlacesSite) {}

  /**
   * Where an event happens: a reference to the node of the place the content describes (by one
   * of its names); a place the content does not describe keeps its name and the town, inline.
   */
  location(venue: string, sal: string, type: PlaceType): JsonLdNode | JsonLdRef {
    const place = placeNamed(this.site.places, venue);
    if (!place) {
      return { "@type": type, name: sal ? `${venue}, ${sal}` : venue, address: { "@type": "PostalAddress", addressLocality: "Havvik", addressCountry: "NO" } };
    }
    return { "@id": this.add(place, type)["@id"] as string };
  }

  /** Every place of the site, for the places page. */
  addAll(): void {
    for (const place of this.site.places) this.add(place, "Place");
  }

  nodes(): JsonLdNode[] {
    return [...this.written.values()];
  }

  private add(place: Place, type: PlaceType): JsonLdNode {
    let node = this.written.get(place.slug);
    if (!node) this.written.set(place.slug, (node = placeNode(this.site, place, type)));
    else if (type === "MovieTheater") node["@type"] = type;
    return node;
  }
}
