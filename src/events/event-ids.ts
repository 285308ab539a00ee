import * as v from "valibot";

/** At most this many ids per request: one request of the browser's programme fetch. */
export const MAX_EVENT_IDS = 50;

/** An event id as the demo content and the runtime data API write them: letters, digits, `-` and `_`. */
const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The first characters of a bad value, enough to find it again without echoing a whole payload. */
const shown = (input: unknown) => JSON.stringify(String(input).slice(0, 40));

/** One event id (the `.ics` route's path). */
export const EventIdSchema = v.pipe(
  v.string(),
  v.regex(EVENT_ID, (issue) => `Ugyldig arrangement-id ${shown(issue.input)}: bruk bare bokstaver (a–z), tall, bindestrek og understrek, høyst 64 tegn.`),
);

const MISSING = "Oppgi hvilke arrangementer du vil ha i keys, skilt med komma, for eksempel ?keys=nff25-apning,nff25-kystlinjer.";

/**
 * The `keys` query of `GET /api/events`: a comma-joined list of ids, each a short
 * safe token; repeated ids count once; between 1 and 50 of them. The messages are what the 400
 * answer says, in Norwegian like the rest of the site.
 *
 * @example v.parse(EventKeysSchema, "a,b,a") // ["a", "b"]
 */
export const EventKeysSchema = v.pipe(
  v.string(MISSING),
  v.trim(),
  v.nonEmpty(MISSING),
  v.transform((keys) => keys.split(",").map((id) => id.trim())),
  v.array(EventIdSchema),
  v.transform((ids) => [...new Set(ids)]),
  v.maxLength(MAX_EVENT_IDS, `Høyst ${MAX_EVENT_IDS} arrangementer per forespørsel; del listen opp.`),
);
