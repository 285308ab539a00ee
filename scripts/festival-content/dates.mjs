// Dates and times in Oslo as the content writes them: "2025-09-16T18:00:00+02:00". Summer time
// ends on 26 October 2025; every screening is after three in the morning, so a date decides it.
const SUMMER_TIME_ENDS = "2025-10-26";

/** The offset a screening on `date` (YYYY-MM-DD) has in Oslo. */
export function osloOffset(date) {
  return date < SUMMER_TIME_ENDS ? "+02:00" : "+01:00";
}

/** "2025-09-16", 18 * 60 → "2025-09-16T18:00:00+02:00" */
export function startsAt(date, minutes) {
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${date}T${hh}:${mm}:00${osloOffset(date)}`;
}

/** Minutes since the epoch of an ISO date-time: what clashes are measured in. */
export function epochMinutes(iso) {
  return Date.parse(iso) / 60000;
}

/** "18:30" → 1110 */
export function clock(text) {
  const [h, m] = text.split(":").map(Number);
  return h * 60 + m;
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from, to) {
  const out = [];
  for (let t = Date.parse(`${from}T12:00:00Z`); t <= Date.parse(`${to}T12:00:00Z`); t += 86400000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date) {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

const WEEKDAYS = ["søndag", "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag"];
const MONTHS = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "desember"];

/** "2025-09-18" → "torsdag 18. september" */
export function dayText(date) {
  const d = new Date(`${date}T12:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()}. ${MONTHS[d.getUTCMonth()]}`;
}

/** "2025-09-18T20:30:00+02:00" → "20.30", the Norwegian way. */
export function timeText(iso) {
  return iso.slice(11, 16).replace(":", ".");
}
