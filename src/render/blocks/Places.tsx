import * as v from "valibot";
import type { Place } from "../../content/place";
import { Icon } from "../Icon";
import { mapLinks } from "../place-links";
import { defineBlock } from "./define-block";
import type { Dictionary } from "../../i18n/dictionary";

const Props = v.object({
  /** A line over the list: where the festival happens, how far apart. */
  intro: v.optional(v.string()),
});

/** What to expect at the door, said both ways: "Trinn ved inngangen" is as useful as its opposite. */
function accessFacts(place: Place, t: Dictionary): string[] {
  const a = place.accessibility;
  return [a.stepFree ? t.placeStepFree : t.placeSteps, a.hearingLoop ? t.placeHearingLoop : t.placeNoHearingLoop, t.placeWheelchairPlaces(a.wheelchairPlaces)];
}

function PlaceSection({ place, t }: { place: Place; t: Dictionary }) {
  const links = mapLinks(place);
  const headingId = `sted-${place.slug}`;
  return (
    <section className="place" id={place.slug} aria-labelledby={headingId}>
      <h2 className="place-name" id={headingId}>
        {place.name}
      </h2>
      <address className="place-address">
        <Icon name="place" className="place-icon" />
        <span>
          {place.address.street}, {place.address.postcode} {place.address.city}
        </span>
      </address>
      <p className="place-map-links">
        <a href={links.map} className="button button-quiet">
          {t.placeShowOnMap}
          <span className="sr-only"> {t.externalLink}</span>
        </a>
        <a href={links.geo} className="button button-quiet">
          {t.placeOpenInMapApp}
        </a>
      </p>
      <h3 className="place-subtitle">{t.placeAccess}</h3>
      <ul className="place-access">
        {accessFacts(place, t).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {place.accessibility.notes && <p>{place.accessibility.notes}</p>}
      {place.directions && (
        <>
          <h3 className="place-subtitle">{t.placeDirections}</h3>
          <p>{place.directions}</p>
        </>
      )}
    </section>
  );
}

/**
 * `places`: every place of the site configuration with its address, a map link (OpenStreetMap,
 * not embedded: no third-party script or tracking on our page) and a `geo:` link for the phone's
 * map app, what to expect at the door, and the way there. Each place is a section with an anchor
 * (`/steder#havvik-kino`) that every screening's place links to.
 */
export const Places = defineBlock("places", Props, (p, { ctx }) => {
  if (ctx.site.places.length === 0) return null;
  return (
    <div className="block b-places">
      {p.intro && <p className="places-intro">{p.intro}</p>}
      <div className="places">
        {ctx.site.places.map((place) => (
          <PlaceSection key={place.slug} place={place} t={ctx.t} />
        ))}
      </div>
    </div>
  );
});
