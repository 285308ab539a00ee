import { siteWorker } from "./site-worker";

/**
 * The deployed worker (wrangler.toml `main`): the site as site-worker.ts builds it, every request
 * served the same way. The benchmarks run their own entry around the same site
 * (src/bench/bench-worker.ts), which this bundle does not contain.
 */
export default siteWorker();
export { RateLimiter } from "./rate-limit/rate-limiter";
export { SessionStore } from "./session/session-store";
export { VisitorSessions } from "./session/visitor-sessions";
export { PushSubscriptions } from "./push/push-subscriptions";
export { SeatWaitlist } from "./push/seat-waitlist";
export { AudienceVotes } from "./votes/audience-votes";
