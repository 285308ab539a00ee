import type { FestivalEvent } from "../../content/event";
import { screeningStatus } from "../../content/screening-status";
import type { JointMember } from "../../plan/joint-plan";
import type { ShareKind } from "../../session/plan-shares";
import { productionPath } from "../../shared/site-paths";

/** A listed film as a column shows it: its page and its next screening (null when none is left). */
export type ColumnFilm = { id: string; title: string; href: string | null; next: FestivalEvent | null };

/**
 * One of the group as the page shows them: a shared plan's screenings, or a shared list's films,
 * and which of them are "må se". `token` is the link it came by (absent for the visitor's own).
 */
export type ShareColumn = {
  name: string;
  token?: string;
  kind: ShareKind;
  sharedAt?: number;
  stops: FestivalEvent[];
  films: ColumnFilm[];
  mustSee: string[];
};

/** The programme's screenings by film, soonest first. */
export function eventsByFilm(events: readonly FestivalEvent[]): Map<string, FestivalEvent[]> {
  const by = new Map<string, FestivalEvent[]>();
  for (const e of [...events].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    by.set(e.production.id, [...(by.get(e.production.id) ?? []), e]);
  }
  return by;
}

/**
 * A column from what was shared (ids), read against today's programme: a film or screening the
 * programme no longer has is left out, a cancelled one stays (the column says so).
 */
export function shareColumn(
  shared: {
    name: string;
    token?: string;
    kind: ShareKind;
    sharedAt?: number;
    films: readonly string[];
    mustSee: readonly string[];
    eventIds: readonly string[];
  },
  byFilm: ReadonlyMap<string, FestivalEvent[]>,
  now: number,
): ShareColumn {
  const byId = new Map([...byFilm.values()].flat().map((e) => [e.id, e]));
  const films = shared.films.flatMap((id): ColumnFilm[] => {
    const events = byFilm.get(id);
    const first = events?.[0];
    if (!events || !first) return [];
    const next = events.find((e) => !["past", "cancelled"].includes(screeningStatus(e, now))) ?? null;
    return [{ id, title: first.production.title, href: productionPath(first.production), next }];
  });
  const stops = shared.eventIds.flatMap((id) => byId.get(id) ?? []).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return { ...shared, films, stops, mustSee: shared.mustSee.filter((id) => films.some((f) => f.id === id)) };
}

/** The column as one of the group for the joint plan. */
export const jointMember = (column: ShareColumn): JointMember => ({
  name: column.name,
  films: column.films.map((f) => ({ filmId: f.id, title: f.title })),
  mustSee: column.mustSee,
});
