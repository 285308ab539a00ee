// What `exports` from "cloudflare:workers" holds (tests call `exports.default.fetch`). `wrangler
// types` writes this itself only while the config has no service binding, so it is kept here.
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import("./worker");
    durableNamespaces: "RateLimiter" | "SessionStore" | "VisitorSessions" | "PushSubscriptions" | "SeatWaitlist" | "AudienceVotes";
  }
}
