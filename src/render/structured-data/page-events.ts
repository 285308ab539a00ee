import * as v from "valibot";
import type { FestivalEvent } from "../../content/event";
import type { PageData } from "../../content/page-data";
import type { Production } from "../../content/production";
import { visibleBlocks } from "../blocks/page-order";
import { blockSource } from "../blocks/production-facts";
import { filterScreenings, type ScreeningFilter } from "../blocks/screenings";

/**
 * The part of a programme block's props that decides which screenings it lists (see
 * blocks/Programme.tsx). Props that do not fit skip the block there, so they skip it here too.
 */
const ProgrammeFilter = v.object({
  section: v.optional(v.picklist(["festival", "buff", "cinema", "culture"])),
  from: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/), v.transform((s) => s.slice(0, 10)))),
  to: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/), v.transform((s) => s.slice(0, 10)))),
}) satisfies v.GenericSchema<unknown, ScreeningFilter>;

export type PageEvents = { events: FestivalEvent[]; productions: Map<string, Production> };

/**
 * The events a page lists, with the productions they belong to: a film or culture page's own
 * screenings, else those of the page's visible programme blocks, filtered as each block filters.
 * Structured data must describe what the visitor sees, no more. In content order: the order of
 * a graph's nodes means nothing to its readers, and sorting would cost every render.
 *
 * @example pageEvents(buffProgrammeData).events.every((e) => e.section === "buff") // true: the block shows BUFF only
 */
export function pageEvents(data: PageData): PageEvents {
  const productions = new Map<string, Production>();
  const doc = data.document;
  if (doc?.kind === "article") return { events: [], productions };
  if (doc) {
    productions.set(doc.production.id, doc.production);
    return { events: doc.events, productions };
  }
  const byId = new Map<string, FestivalEvent>();
  for (const block of visibleBlocks(data.page.blocks)) {
    if (block.component !== "programme") continue;
    const filter = v.safeParse(ProgrammeFilter, block.props);
    if (!filter.success) continue;
    const source = blockSource(block, data, "production");
    for (const p of source?.items ?? []) productions.set(p.id, p);
    const events = source?.events ?? blockSource(block, data, "event")?.items ?? [];
    // Working out each screening's Norwegian day costs; only bounds that are set need it.
    const { section, from, to } = filter.output;
    const shown = section || from || to ? filterScreenings(events, filter.output) : events;
    for (const e of shown) byId.set(e.id, e);
  }
  return { events: [...byId.values()], productions };
}
