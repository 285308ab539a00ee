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
 * @example catalogueSource({ fallback: "films", fallbackSection: "buff" }, block, data).productions
 */
export function catalogueSource(p: { fallback?: string | undefined; fallbackSection?: FestivalEvent["section"] | undefined }, block: Block, data: PageData): CatalogueSource {
  const own = blockSource(block, data, "production");
  if ((own && own.items.length > 0) || p.fallback === undefined) return { productions: own?.items ?? [], events: own?.events ?? [] };
  const other = data.sources[p.fallback];
  if (other?.model !== "production") return { productions: [], events: [] };
  const section = p.fallbackSection;
  if (section === undefined) return { productions: other.items, events: other.events };
  const inSection = new Set(other.events.filter((e) => e.section === section).map((e) => e.production.id));
  return { productions: other.items.filter((x) => inSection.has(x.id)), events: other.events.filter((e) => inSection.has(e.production.id)) };
}
