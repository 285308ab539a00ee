import * as v from "valibot";
import type { FestivalEvent } from "../../content/event";
import type { PageData } from "../../content/page-data";
import type { Production } from "../../content/production";
import { visibleBlocks } from "../blocks/page-order";
import { blockSource } from "../blocks/production-facts";
import { ProgrammeProps } from "../blocks/programme-props";
import { programmeSelection } from "../blocks/programme-selection";
import type { RenderContext } from "../render-context";

export type PageEvents = {
  events: FestivalEvent[];
  productions: Map<string, Production>;
  /** The site's clock: a screening that has started offers no tickets (event-facts.ts). */
  now: number;
};

/**
 * The events a page shows, with the productions they belong to: a film or culture page's own
 * screenings, else the screenings the page's visible programme blocks list for this request — a
 * day's page that day's, the default view its days from now (blocks/programme-selection.ts).
 * Structured data must describe what the visitor sees, no more. In the order shown.
 *
 * @example pageEvents(kinoprogramData, ctxFor("?dag=2025-09-20")).events.every((e) => e.startsAt.startsWith("2025-09-20")) // true
 */
export function pageEvents(data: PageData, ctx: RenderContext): PageEvents {
  const productions = new Map<string, Production>();
  const doc = data.document;
  const { now } = ctx;
  if (doc?.kind === "article") return { events: [], productions, now };
  if (doc) {
    productions.set(doc.production.id, doc.production);
    return { events: doc.events, productions, now };
  }
  const byId = new Map<string, FestivalEvent>();
  for (const block of visibleBlocks(data.page.blocks)) {
    if (block.component !== "programme") continue;
    // Props that do not fit skip the block (defineBlock), so they skip it here too.
    const props = v.safeParse(ProgrammeProps, block.props);
    if (!props.success) continue;
    for (const p of blockSource(block, data, "production")?.items ?? []) productions.set(p.id, p);
    const selection = programmeSelection(props.output, { block, data, ctx });
    for (const day of selection?.list.days ?? []) for (const e of day.events) byId.set(e.id, e);
  }
  return { events: [...byId.values()], productions, now };
}
