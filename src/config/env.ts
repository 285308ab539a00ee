import * as v from "valibot";
import type { RateLimiter } from "../rate-limit/rate-limiter";
import type { SessionStore } from "../session/session-store";
import type { VisitorSessions } from "../session/visitor-sessions";
import type { PushSubscriptions } from "../push/push-subscriptions";
import type { SeatWaitlist } from "../push/seat-waitlist";
import type { AudienceVotes } from "../votes/audience-votes";

const isObjectWith = (key: string) => (x: unknown) => typeof x === "object" && x !== null && key in x;

/** A base URL, or empty when the API is not used. */
const OptionalUrl = v.union([v.literal(""), v.pipe(v.string(), v.url())]);

/** Vars CONTENT_SOURCE=apis cannot do without (secrets are checked when the APIs are called). */
const API_VARS = ["CONTENT_SITE_ID", "MANAGEMENT_API_URL", "PLATFORM_API_URL", "IDENTITY_TOKEN_URL", "IDENTITY_CLIENT_ID", "PLATFORM_API_USER"] as const;

/**
 * Bindings, vars and secrets, parsed once per isolate (epic-stack's env.server.ts pattern). A
 * missing or malformed value fails loudly at the first request instead of surfacing as an odd page.
 */
const EnvFields = v.object({
  ENVIRONMENT: v.picklist(["local", "staging", "production"]),
  /** `bundled`: the demo content built into the worker; `apis`: the festival's APIs (docs/content-apis.md). */
  CONTENT_SOURCE: v.picklist(["bundled", "apis"]),
  CONTENT_FRESH_SECONDS: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)),
  /** The festival's APIs; required when CONTENT_SOURCE is `apis`, otherwise may stay empty. */
  CONTENT_SITE_ID: v.optional(v.string(), ""),
  MANAGEMENT_API_URL: v.optional(OptionalUrl, ""),
  PLATFORM_API_URL: v.optional(OptionalUrl, ""),
  IDENTITY_TOKEN_URL: v.optional(OptionalUrl, ""),
  IDENTITY_CLIENT_ID: v.optional(v.string(), ""),
  IDENTITY_SCOPE: v.optional(v.string(), ""),
  PLATFORM_API_USER: v.optional(v.string(), ""),
  CONTENT_API_TIMEOUT_MS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(100)), "10000"),
  /** Secrets of the festival's APIs (wrangler secret put …); checked when the APIs are called. */
  IDENTITY_CLIENT_SECRET: v.optional(v.string()),
  PLATFORM_API_PASSWORD: v.optional(v.string()),
  /**
   * Secret: the bearer token of POST /api/admin/purge and /api/admin/preview, and the key preview
   * links are signed with (security/preview-signature.ts). Unset: both answer 503, previews are off.
   */
  ADMIN_TOKEN: v.optional(v.pipe(v.string(), v.minLength(32, "ADMIN_TOKEN must have at least 32 characters"))),
  VENUE_118_URL: v.pipe(v.string(), v.url()),
  VENUE_178_URL: v.pipe(v.string(), v.url()),
  VENUE_TIMEOUT_MS: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(100)),
  /**
   * The runtime data API (`sites/{site}/basic_events`), where live ticket status
   * comes from. Empty or unset: the events API answers from the demo content instead.
   */
  RUNTIME_API_URL: v.optional(v.union([v.literal(""), v.pipe(v.string(), v.url("RUNTIME_API_URL must be a URL or empty"))]), ""),
  RUNTIME_API_TIMEOUT_MS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(100)), "5000"),
  /** Secret (wrangler secret put SESSION_SECRET); at least 32 characters when set. */
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, "SESSION_SECRET must have at least 32 characters"))),
  /**
   * "Varsle meg" (Web Push, docs/decisions/024). Secrets: the VAPID key pair as base64url (the
   * public key is the 65-byte P-256 point, the private key its 32-byte scalar; `npm run push:keys`
   * makes one). Unset: the button is not shown and nothing is sent.
   */
  VAPID_PUBLIC_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{87}$/, "VAPID_PUBLIC_KEY must be 65 bytes in base64url"))),
  VAPID_PRIVATE_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, "VAPID_PRIVATE_KEY must be 32 bytes in base64url"))),
  /** Who push services may contact about our messages (RFC 8292 `sub`): a mailto: or https: URL. */
  VAPID_SUBJECT: v.optional(
    v.union([v.literal(""), v.pipe(v.string(), v.regex(/^(mailto:|https:\/\/)\S+$/, "VAPID_SUBJECT must be a mailto: or https: URL"))]),
    "",
  ),
  /** Push services besides the browsers' own (comma-separated host names) a subscription may name. */
  PUSH_SERVICE_HOSTS: v.optional(v.string(), ""),
  PUSH_SUBSCRIPTIONS: v.optional(
    v.custom<DurableObjectNamespace<PushSubscriptions>>(isObjectWith("idFromName"), "PUSH_SUBSCRIPTIONS must be a Durable Object namespace"),
  ),
  /** "Si fra om det blir ledig" (docs/decisions/045): who waits for a seat at a sold-out screening. Unset: the button is not offered. */
  SEAT_WAITLIST: v.optional(v.custom<DurableObjectNamespace<SeatWaitlist>>(isObjectWith("idFromName"), "SEAT_WAITLIST must be a Durable Object namespace")),
  /** Publikumsprisen (docs/decisions/033): every vote, one row per ticket. Unset: voting is off (503). */
  AUDIENCE_VOTES: v.optional(v.custom<DurableObjectNamespace<AudienceVotes>>(isObjectWith("idFromName"), "AUDIENCE_VOTES must be a Durable Object namespace")),
  /** `public`: /publikumsprisen shows the films ranked by their audience's dice; `hidden` (default): a 404. */
  AUDIENCE_AWARD_RESULTS: v.optional(v.picklist(["public", "hidden"], "AUDIENCE_AWARD_RESULTS must be public or hidden"), "hidden"),
  /** Votes a film needs before the public page ranks it: one enthusiastic row cannot win. */
  AUDIENCE_AWARD_MIN_VOTES: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), "10"),
  /**
   * The cost of the login challenge (rate-limit/login-challenge.ts, docs/decisions/041): the
   * highest secret number a browser may have to count up to, each try a PBKDF2 of 1,000
   * iterations. Twice the number is about twice the wait; bounded so a typo cannot shut logins.
   */
  LOGIN_CHALLENGE_MAX_NUMBER: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(10), v.maxValue(1_000_000)), "10000"),
  PAGES: v.custom<KVNamespace>(isObjectWith("getWithMetadata"), "PAGES must be a KV namespace"),
  ASSETS: v.custom<Fetcher>(isObjectWith("fetch"), "ASSETS must be a fetcher"),
  RATE_LIMITER: v.custom<DurableObjectNamespace<RateLimiter>>(isObjectWith("idFromName"), "RATE_LIMITER must be a Durable Object namespace"),
  SESSIONS: v.custom<DurableObjectNamespace<SessionStore>>(isObjectWith("idFromName"), "SESSIONS must be a Durable Object namespace"),
  VISITORS: v.custom<DurableObjectNamespace<VisitorSessions>>(isObjectWith("idFromName"), "VISITORS must be a Durable Object namespace"),
  /** The deploy's version ([version_metadata]): its id names the service worker's version. */
  CF_VERSION_METADATA: v.optional(v.custom<WorkerVersionMetadata>(isObjectWith("id"), "CF_VERSION_METADATA must be a version metadata binding")),
  /**
   * Only locally: the moment the demo pretends it is (ISO 8601 with offset). The demo content is the
   * 2025 festival; without this every screening would be past and no ticket button would show.
   */
  DEMO_NOW: v.optional(v.pipe(v.string(), v.isoTimestamp("DEMO_NOW must be an ISO date-time with offset"))),
  /**
   * `on`: rendered pages and the events API's answers are kept in the Cache API and served from it
   * (edge/page-cache.ts, middleware/events-edge-cache.ts); `off` renders every request (the in-runtime tests of pages and KV run so; see vitest.runtime.config.ts).
   */
  EDGE_HTML_CACHE: v.optional(v.picklist(["on", "off"], "EDGE_HTML_CACHE must be on or off"), "on"),
  /** Only locally: the sandbox venue worker. */
  VENUE_SANDBOX: v.optional(v.custom<Fetcher>(isObjectWith("fetch"), "VENUE_SANDBOX must be a service binding")),
});

/**
 * A fixed clock in staging or production would freeze ticket sales on the live site.
 */
const EnvSchema = v.pipe(
  EnvFields,
  v.check((env) => env.DEMO_NOW === undefined || env.ENVIRONMENT === "local", "DEMO_NOW may only be set when ENVIRONMENT is local"),
  v.check((env) => env.CONTENT_SOURCE !== "apis" || API_VARS.every((name) => env[name] !== ""), `CONTENT_SOURCE=apis needs ${API_VARS.join(", ")}`),
  v.check(
    (env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined) && (env.VAPID_PUBLIC_KEY === undefined || env.VAPID_SUBJECT !== ""),
    "Web Push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together",
  ),
);
export type AppConfig = v.InferOutput<typeof EnvSchema>;

let parsed: { raw: unknown; config: AppConfig } | undefined;

/** The validated configuration for this isolate's bindings. Throws with every problem listed. */
export function appConfig(env: unknown): AppConfig {
  if (parsed && parsed.raw === env) return parsed.config;
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const problems = result.issues.map((i) => `${v.getDotPath(i) ?? "env"}: ${i.message}`).join("; ");
    throw new Error(`Invalid worker configuration: ${problems}`);
  }
  parsed = { raw: env, config: result.output };
  return result.output;
}
