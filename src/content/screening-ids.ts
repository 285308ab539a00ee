import { Memo } from "../shared/memo";
import type { ContentBundle } from "./bundle";

/** Per bundle (parsed once and never changed), the ids of its screenings. */
const idsOf = new Memo<ContentBundle, [], ReadonlySet<string>>(1);

/**
 * The ids of every screening the content has: what `/api/events` answers for, and the only ids it
 * keeps an answer under (docs/decisions/040). An id the content does not have names nothing.
 *
 * @example screeningIds(bundle).has("10245") // true
 */
export function screeningIds(bundle: ContentBundle): ReadonlySet<string> {
  return idsOf.get(bundle, [], () => new Set(bundle.events.map((e) => e.id)));
}
