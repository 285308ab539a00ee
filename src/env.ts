import * as v from "valibot";
import type { RateLimiter } from "./rate-limit/rate-limiter";

const isObjectWith = (key: string) => (x: unknown) => typeof x === "object" && x !== null && key in x;

/**
 * Bindings, vars and secrets, parsed once per isolate (epic-stack's env.server.ts pattern). A
 * missing or malformed value fails loudly at the first request instead of surfacing as an odd page.
 */
const EnvFields = v.object({
  ENVIRONMENT: v.picklist(["local", "staging", "production"]),
  CONTENT_SOURCE: v.picklist(["bundled"]),
  CONTENT_FRESH_SECONDS: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)),
  VENUE_118_URL: v.pipe(v.string(), v.url()),
  VENUE_178_URL: v.pipe(v.string(), v.url()),
  VENUE_TIMEOUT_MS: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(100)),
  /** Secret (wrangler secret put SESSION_SECRET); at least 32 characters when set. */
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, "SESSION_SECRET must have at least 32 characters"))),
  PAGES: v.custom<KVNamespace>(isObjectWith("getWithMetadata"), "PAGES must be a KV namespace"),
  ASSETS: v.custom<Fetcher>(isObjectWith("fetch"), "ASSETS must be a fetcher"),
  RATE_LIMITER: v.custom<DurableObjectNamespace<RateLimiter>>(isObjectWith("idFromName"), "RATE_LIMITER must be a Durable Object namespace"),
  /**
   * Only locally: the moment the demo pretends it is (ISO 8601 with offset). The demo content is the
   * 2025 festival; without this every screening would be past and no ticket button would show.
   */
  DEMO_NOW: v.optional(v.pipe(v.string(), v.isoTimestamp("DEMO_NOW must be an ISO date-time with offset"))),
  /** Only locally: the sandbox venue worker. */
  VENUE_SANDBOX: v.optional(v.custom<Fetcher>(isObjectWith("fetch"), "VENUE_SANDBOX must be a service binding")),
});

/** A fixed clock in staging or production would freeze ticket sales on the live site. */
const EnvSchema = v.pipe(
  EnvFields,
  v.check((env) => env.DEMO_NOW === undefined || env.ENVIRONMENT === "local", "DEMO_NOW may only be set when ENVIRONMENT is local"),
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
