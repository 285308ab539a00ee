import { describe, expect, test } from "vitest";
import { ageRating, eventFacts } from "../../src/render/structured-data/event-facts";
import type { ProductionPage } from "../../src/render/structured-data/production-page";
import { screening, site } from "./fixtures";

// What a search engine reads of one screening: when, whether it takes place, what it is and the
// ticket offer as the page's clock sees it.
const at = "2025-10-11T18:00:00+02:00";
const before = Date.parse(at) - 60_000;
const page: ProductionPage = {
  url: "https://nordkystfilm.no/film/nordlys",
  title: undefined,
  native: true,
  image: "https://nordkystfilm.no/images/nordlys.jpg",
  summary: "Ein film om mørketida.",
  performer: undefined,
};
const location = { "@id": "https://nordkystfilm.no/steder#havvik-kino" };
const facts = (extra: Parameters<typeof screening>[2] = {}, p: Partial<ProductionPage> = {}, o: { withSummary?: boolean; now?: number } = {}) =>
  eventFacts(site, screening("s1", at, extra), location, { ...page, ...p }, { now: before, ...o });

describe("ageRating", () => {
  test("Medietilsynet's limits as a Norwegian reads them", () => {
    expect(ageRating("A")).toBe("Tillatt for alle");
    expect(ageRating("6")).toBe("6 år");
    expect(ageRating("18")).toBe("18 år");
  });
});

describe("eventFacts", () => {
  test("a screening on sale: when, where, what and a ticket in stock from the day sale starts", () => {
    const f = facts({ price: 120, saleStartsAt: "2025-09-01T10:00:00+02:00" });
    expect(f).toMatchObject({
      name: "Nordlys og natt",
      url: page.url,
      startDate: at,
      endDate: "2025-10-11T19:38:00+02:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location,
      image: page.image,
      organizer: { "@id": "https://nordkystfilm.no/#organisasjon" },
    });
    expect(f.offers).toEqual({
      "@type": "Offer",
      url: "https://billett.example.no/nff/s1",
      price: 120,
      priceCurrency: "NOK",
      availability: "https://schema.org/InStock",
      validFrom: "2025-09-01T10:00:00+02:00",
    });
  });

  test("no price written: no currency either", () => {
    const offers = facts().offers;
    expect(offers?.price).toBeUndefined();
    expect(offers?.priceCurrency).toBeUndefined();
  });

  test("sold out, cancelled, started: SoldOut, Discontinued beside EventCancelled, no offer", () => {
    expect(facts({ soldOut: true }).offers?.availability).toBe("https://schema.org/SoldOut");
    const cancelled = facts({ cancelled: true, soldOut: true });
    expect(cancelled.offers?.availability).toBe("https://schema.org/Discontinued");
    expect(cancelled.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(facts({}, {}, { now: Date.parse(at) }).offers).toBeUndefined();
    expect(facts({}, {}, { now: Date.parse(at) - 1 }).offers).toBeDefined();
  });

  test("the page's translated title comes before the event's own", () => {
    expect(facts({}, { title: "Northern Lights and Night" }).name).toBe("Northern Lights and Night");
  });

  test("the summary, then what is special about this screening; notes only in the content's language", () => {
    expect(facts({ notes: " Regissøren er til stede. " }).description).toBe("Ein film om mørketida. Regissøren er til stede.");
    expect(facts({ notes: "Regissøren er til stede." }, {}, { withSummary: false }).description).toBe("Regissøren er til stede.");
    expect(facts({ notes: "Regissøren er til stede." }, { native: false }).description).toBe("Ein film om mørketida.");
    expect(facts({ notes: "Norsk teksting." }, { summary: undefined }).description).toBe("Norsk teksting.");
    expect(facts({ notes: "  " }, { summary: undefined }).description).toBeUndefined();
    expect(facts({}, {}, { withSummary: false }).description).toBeUndefined();
  });
});
