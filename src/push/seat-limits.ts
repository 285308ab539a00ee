/**
 * The bounds of "Si fra om det blir ledig" (docs/decisions/045): what one sold-out screening, one
 * browser and one cron run may cost, so the waiting list cannot grow past what a minute's run polls
 * and sends within a Worker's subrequests.
 */
export const SEAT_LIMITS = {
  /** Visitors waiting for one screening: more than a cinema's seats, so nobody who could get one is turned away. */
  perScreening: 500,
  /** Sold-out screenings one browser (endpoint) may wait for at once. */
  perEndpoint: 20,
  /** Screenings waited for at once, all visitors together: what one run polls (two calls of keysPerCall). */
  screenings: 100,
  /** Ids in one call of the runtime events API (as /api/events asks). */
  keysPerCall: 50,
  /**
   * Messages sent per cron run, one after the other in the order visitors asked; they come out of
   * the run's push budget (PUSH_LIMITS.sendsPerRun), the rest wait for the next minute.
   */
  sendsPerRun: 20,
  /** New waits one IP address may add per hour. */
  watchesPerIp: { limit: 30, windowSeconds: 3600 },
} as const;
