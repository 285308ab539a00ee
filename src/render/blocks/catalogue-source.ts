import type { FestivalEvent } from "../../content/event";
import type { Block } from "../../content/page";
import type { PageData } from "../../content/page-data";
import type { Production } from "../../content/production";
import { blockSource } from "./production-facts";

/** The films a catalogue lists and their screenings. */
export type CatalogueSource = { productions: readonly Production[]; events: readonly FestivalEvent[] };

/**
 * A catalogue's films: its production source (`data[0]`, else the page's first), or — when that has
 * none and the block names a `fallback` source — the fallback's films, only those with a screening
 * in `fallbackSection` when given. /buff-filmer reads the `buff` collection and falls back to the
 * films with a BUFF screening until editors fill the collection.
 *
 * `section` narrows either to one programme's screenings and the films that have one: /pa-kino-na
 * lists the cinema's own films with their next cinema times, not the festival's catalogue again
 * (which at a festival's size made it the season's biggest page).
 *
 * @example catalogueSource({ fallback: "films", fallbackSection: "buff" }, block, data).productions
 */
export function catalogueSource(p: SourceProps, block: Block, data: PageData): CatalogueSource {
  const source = ownOrFallback(p, block, data);
  return p.section === undefined ? source : inSection(source, p.section);
}

type Section = FestivalEvent["section"];
type SourceProps = { fallback?: string | undefined; fallbackSection?: Section | undefined; section?: Section | undefined };

function ownOrFallback(p: SourceProps, block: Block, data: PageData): CatalogueSource {
  const own = blockSource(block, data, "production");
  if ((own && own.items.length > 0) || p.fallback === undefined) return { productions: own?.items ?? [], events: own?.events ?? [] };
  const other = data.sources[p.fallback];
  if (other?.model !== "production") return { productions: [], events: [] };
  const section = p.fallbackSection;
  if (section === undefined) return { productions: other.items, events: other.events };
  const films = new Set(other.events.filter((e) => e.section === section).map((e) => e.production.id));
  return { productions: other.items.filter((x) => films.has(x.id)), events: other.events.filter((e) => films.has(e.production.id)) };
}

function inSection(source: CatalogueSource, section: Section): CatalogueSource {
  const events = source.events.filter((e) => e.section === section);
  const films = new Set(events.map((e) => e.production.id));
  return { productions: source.productions.filter((x) => films.has(x.id)), events };
}

/** Only the films with a screening still to come (the films now showing), with all their screenings. */
export function stillToCome(source: CatalogueSource, now: number): CatalogueSource {
  const films = new Set(source.events.filter((e) => Date.parse(e.startsAt) > now).map((e) => e.production.id));
  return { productions: source.productions.filter((x) => films.has(x.id)), events: source.events.filter((e) => films.has(e.production.id)) };
}
