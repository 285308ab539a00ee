import { useEffect, useState } from "react";
import type { CalendarLinkEntry } from "../../shared/account-api";
import { account } from "../account/browser-account";
import { formatStartTime } from "../format";
import type { Problem } from "../account/problem";
import { useText } from "./text";

/**
 * The visitor's calendar links, each with "Slett": a deleted link stops serving the visitor's
 * screenings at once (docs/decisions/018). `version` changes when a new link was made.
 */
export function CalendarLinkList({ version, onProblem }: { version: number; onProblem: (problem: Problem) => void }) {
  const t = useText();
  const [links, setLinks] = useState<CalendarLinkEntry[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the parent's way to ask for the list again after a change
  useEffect(() => {
    void account.calendarLinks().then((result) => (result.ok ? setLinks(result.value) : onProblem(result.problem)));
  }, [version, onProblem]);

  const remove = (id: string) => {
    void account.deleteCalendarLink(id).then((result) => (result.ok ? setLinks((all) => all.filter((l) => l.id !== id)) : onProblem(result.problem)));
  };

  if (links.length === 0) return null;
  return (
    <ul className="calendar-links">
      {links.map((link) => (
        <li key={link.id}>
          {t.calendarLinkMade(formatStartTime(new Date(link.createdAt).toISOString(), t.intlLocale))}{" "}
          <button type="button" className="link-button" onClick={() => remove(link.id)}>
            {t.calendarLinkDelete}
          </button>
        </li>
      ))}
    </ul>
  );
}
