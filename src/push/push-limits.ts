/**
 * The bounds of "Varsle meg" (docs/decisions/024): what one production, one browser and one cron
 * run may cost, so a flood of subscriptions or a big programme change cannot run away.
 */
export const PUSH_LIMITS = {
  /** Subscriptions per production. */
  perProduction: 5000,
  /** Productions one browser (endpoint) may follow. */
  perEndpoint: 50,
  /** Messages waiting in the outbox, all productions together. */
  outbox: 20_000,
  /** Messages sent per cron run (each is a subrequest); the rest wait for the next minute. */
  sendsPerRun: 40,
  /** Tries per message when the push service fails for now (429, 5xx, network). */
  attempts: 3,
  /** Request bodies of /api/push: a subscription is under 1 KB. */
  bodyBytes: 4 * 1024,
  /**
   * Subscriptions one IP address may make per hour: enough for a family on one network following
   * a week of films, too few to fill a film's cap with made-up subscriptions.
   */
  subscribesPerIp: { limit: 30, windowSeconds: 3600 },
  /** Subscriptions an operator's test message goes to: the film's newest (routes/admin/push-test.ts). */
  testSends: 20,
  /** Screenings named in one "new screenings" message; the rest is "…". */
  screeningsNamed: 3,
} as const;
