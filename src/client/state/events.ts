/**
 * The events slice: ids are recorded as requested *before* fetching, so each id
 * is fetched at most once however often a page asks; loaded events are appended to `items`.
 * Generic in the event type: the programme island brings its own schema.
 */
export type EventsState<E> = { requested: readonly string[]; items: readonly E[] };

export type EventsAction<E> = { type: "events/requested"; ids: readonly string[] } | { type: "events/loaded"; events: readonly E[] };

export function initialEventsState<E>(): EventsState<E> {
  return { requested: [], items: [] };
}

/**
 * The ids of `wanted` not asked for yet, each once: dispatch `events/requested` with exactly
 * these, then fetch them ("only for ids not yet requested").
 *
 * @example idsToFetch({ requested: ["a"], items: [] }, ["a", "b", "b"]) // ["b"]
 */
export function idsToFetch<E>(state: EventsState<E>, wanted: readonly string[]): string[] {
  const seen = new Set(state.requested);
  const out: string[] = [];
  for (const id of wanted) {
    if (!seen.has(id)) {
      seen.add(id);
      out.push(id);
    }
  }
  return out;
}

export function eventsReducer<E>(state: EventsState<E>, action: EventsAction<E>): EventsState<E> {
  switch (action.type) {
    case "events/requested": {
      const fresh = idsToFetch(state, action.ids);
      return fresh.length === 0 ? state : { ...state, requested: [...state.requested, ...fresh] };
    }
    case "events/loaded":
      return action.events.length === 0 ? state : { ...state, items: [...state.items, ...action.events] };
  }
}
