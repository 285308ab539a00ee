import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { fetchPage, mainOf } from "../support/fetch-page";
import { block, ctx, data, page, site } from "./fixtures";

const samiskHus = {
  slug: "samisk-hus",
  name: "Samisk hus",
  names: [],
  address: { street: "Fjellveien 2", postcode: "9799", city: "Havvik" },
  geo: { lat: 70.0734, lng: 22.3498 },
  accessibility: { stepFree: false, hearingLoop: false, wheelchairPlaces: 2, notes: "Rampe ved sideinngangen: ring på." },
  directions: "Buss 2 til Fjellveien.",
};
const withPlaces = ctx({ site: { ...site, places: [...site.places, samiskHus] } });
const render = () =>
  renderToString(<PageBlocks data={data(page([block("places", "p", 0, { props: { intro: "Fem steder i sentrum." } })]))} ctx={withPlaces} />);
const sectionOf = (html: string, slug: string) => new RegExp(`<section class="place" id="${slug}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? "";

describe("places block", () => {
  it("gives each place a section a screening can link to, named by its heading, with the street address", () => {
    const html = render();
    const kino = sectionOf(html, "havvik-kino");
    expect(kino).toContain('aria-labelledby="sted-havvik-kino"');
    expect(kino).toMatch(/<h2 class="place-name" id="sted-havvik-kino">Havvik kino<\/h2>/);
    expect(kino.replaceAll("<!-- -->", "")).toContain("Storgata 12, 9799 Havvik");
  });

  it("links a map without embedding one: OpenStreetMap at the place, and geo: for the phone's map app", () => {
    const kino = sectionOf(render(), "havvik-kino");
    expect(kino).toContain('href="https://www.openstreetmap.org/?mlat=70.0712&amp;mlon=22.3541#map=17/70.0712/22.3541"');
    expect(kino).toContain('href="geo:70.0712,22.3541"');
    expect(kino).not.toMatch(/<iframe|<script/);
  });

  it("says what to expect at the door, the lacks as plainly as the features, and the way there", () => {
    const kino = sectionOf(render(), "havvik-kino");
    for (const fact of ["Trinnfri inngang", "Teleslynge", "4 rullestolplasser"]) expect(kino).toContain(`<li>${fact}</li>`);
    const samisk = sectionOf(render(), "samisk-hus");
    for (const fact of ["Trinn ved inngangen", "Ingen teleslynge", "2 rullestolplasser"]) expect(samisk).toContain(`<li>${fact}</li>`);
    expect(samisk).toContain("Rampe ved sideinngangen: ring på.");
    expect(samisk).toContain("Slik finner du fram");
    expect(samisk).toContain("Buss 2 til Fjellveien.");
  });
});

describe("/steder and the screenings that link to it", () => {
  it("lists the demo's seven places with addresses, and the places as structured data", async () => {
    const { response, html } = await fetchPage("/steder");
    expect(response.status).toBe(200);
    const ids = [...mainOf(html).matchAll(/<section class="place" id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(["havvik-kino", "kulturhuset", "samisk-hus", "havvik-bibliotek", "havvik-fjordhotell", "brygga", "restaurant-fjaera"]);
    const graph = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}") as { "@graph": Record<string, unknown>[] };
    const places = graph["@graph"].filter((n) => n["@type"] === "Place");
    expect(places).toHaveLength(7);
    expect(places[0]).toMatchObject({
      name: "Havvik kino",
      address: { "@type": "PostalAddress", streetAddress: "Storgata 12", postalCode: "9799", addressLocality: "Havvik", addressCountry: "NO" },
      geo: { "@type": "GeoCoordinates", latitude: 70.0712, longitude: 22.3541 },
    });
  });

  it("every screening row of the programmes names its place as a link to that place's section", async () => {
    for (const path of ["/kinoprogram", "/kinoprogram?dag=2025-09-20", "/arrangementer"]) {
      const rows = mainOf((await fetchPage(path)).html).match(/<li class="screening[\s\S]*?<\/li>/g) ?? [];
      expect(rows.length, path).toBeGreaterThan(3);
      const linked = rows.filter((row) => /<a href="\/steder#[a-z-]+" class="screening-place"/.test(row));
      expect(linked.length, path).toBe(rows.length);
    }
  });
});
