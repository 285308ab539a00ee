/**
 * How long a session lives (docs/decisions/018). The absolute lifetime runs from login and no
 * activity extends it: a stolen session dies with it at the latest. It matches the venue's
 * marsToken (docs/venue-api.md: 30 days), after which no renewal would work anyway. The idle
 * timeout ends a session nobody has used for a week.
 */
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;

/** A session's last use is written at most this often, so a busy page does not write on every call. */
export const LAST_USE_GRANULARITY_MS = 60_000;
