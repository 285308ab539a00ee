import { useEffect, useState } from "react";
import type { ScheduleChange } from "../../shared/schedule-changes-api";
import { loadScheduleChanges } from "../schedule-changes";

/** The programme's changes by screening id, once they have come (empty until then). */
export function useScheduleChanges(): ReadonlyMap<string, ScheduleChange> {
  const [changes, setChanges] = useState<ReadonlyMap<string, ScheduleChange>>(() => new Map());
  useEffect(() => {
    let live = true;
    void loadScheduleChanges().then((list) => live && setChanges(new Map(list.map((c) => [c.eventId, c]))));
    return () => {
      live = false;
    };
  }, []);
  return changes;
}
