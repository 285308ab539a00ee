import * as v from "valibot";
import buff from "../../../content/events/buff-2025.json";
import buffProgram from "../../../content/events/buff-2025-program.json";
import havvikProgram from "../../../content/events/havvik-kino-2025-program.json";
import havvikHost from "../../../content/events/havvik-kino-host-2025.json";
import nffArrangementer from "../../../content/events/nff-2025-arrangementer.json";
import nffFilmer from "../../../content/events/nff-2025-filmer.json";
import nffProgram from "../../../content/events/nff-2025-program.json";

/**
 * What the runtime API needs of a demo screening: its id and whether the programme has it sold out;
 * the rest of the record is passed on as the programme has it (the site checks it with its schema).
 */
const ProgrammeEvent = v.looseObject({ id: v.string(), soldOut: v.optional(v.boolean(), false) });
export type ProgrammeEvent = v.InferOutput<typeof ProgrammeEvent>;

let index: Map<string, ProgrammeEvent> | undefined;

/**
 * The site's demo programme (content/events/, data, not the site's code), by id: the sandbox's
 * runtime events API answers from it, so the ids and times are the ones the site's pages show.
 */
export function programmeEvents(): Map<string, ProgrammeEvent> {
  index ??= new Map(
    [buff, buffProgram, havvikProgram, havvikHost, nffArrangementer, nffFilmer, nffProgram]
      .flatMap((file) => v.parse(v.array(ProgrammeEvent), file))
      .map((event) => [event.id, event]),
  );
  return index;
}
