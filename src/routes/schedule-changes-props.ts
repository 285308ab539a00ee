import type { Context } from "hono";
import { pageChangeRows } from "../calendar/change-rows";
import { readChanges } from "../calendar/schedule-sequences";
import type { AppEnv } from "../config/app-env";
import type { FestivalEvent } from "../content/event";
import type { PageData } from "../content/page-data";
import type { Entry } from "../kv/read-through";

/** The blocks that show the schedule's changes: the changes page itself, and the programme's link to it. */
const READERS = new Set(["programme", "programme-changes"]);

/**
 * The page data with the schedule's changes handed to the blocks that show them (docs/decisions/034),
 * as props, like the search route hands its results: the changes page gets the recorded changes,
 * a programme how many of its screenings changed (it links to the changes page when any did).
 * A copy: the entry itself is what the page store read and must stay as it was.
 *
 * The changes are recorded per content version by the scheduled run. When the current version
 * is not recorded yet (`content:publish` wrote KV a moment ago), the page is kept in this data
 * centre's cache only (`recorded` is false: answer-page.ts), which renders it again within a
 * minute or two, and never in KV under a version whose changes it lacks. Reading costs one KV
 * read per render, never a write.
 */
export async function withScheduleChanges(c: Context<AppEnv>, entry: Entry<PageData>): Promise<{ entry: Entry<PageData>; recorded: boolean }> {
  const { page, sources } = entry.value;
  if (!page.blocks.some((b) => READERS.has(b.component))) return { entry, recorded: true };
  const record = await readChanges(c.var.config.PAGES);
  const recorded = !record || record.version === c.var.chrome.meta.version;
  const changes = record?.changes ?? [];
  const events: FestivalEvent[] = Object.values(sources).flatMap((s) => (s.model === "production" ? s.events : s.model === "event" ? s.items : []));
  // Cancellations standing since the first published programme count too (ProgrammeChanges.tsx lists them).
  const count = pageChangeRows(changes, events, record?.since ?? 0).length;
  const blocks = page.blocks.map((b) =>
    b.component === "programme-changes"
      ? { ...b, props: { ...b.props, changes, ...(record ? { since: record.since } : {}) } }
      : b.component === "programme"
        ? { ...b, props: { ...b.props, changes: count } }
        : b,
  );
  return { entry: { ...entry, value: { ...entry.value, page: { ...page, blocks } } }, recorded };
}
