import * as v from "valibot";

/** Bindings and vars of the sandbox venue (wrangler.toml, or the test pool's auxiliary worker). */
export interface VenueBindings {
  VENUE_DB: D1Database;
  SESSION_TTL_SECONDS?: string;
  MARS_TOKEN_TTL_DAYS?: string;
}

/** The user a valid `VenueSession` cookie belongs to. */
export interface SessionUser {
  id: number;
  email: string;
  userName: string;
}

/** Hono's environment for every route of the sandbox. */
export type VenueEnv = {
  Bindings: VenueBindings;
  Variables: { user: SessionUser | null };
};

// Vars are strings; the defaults equal wrangler.toml so an auxiliary worker may leave them out.
const positiveInt = (fallback: string) => v.pipe(v.optional(v.string(), fallback), v.toNumber(), v.integer(), v.minValue(1));

const SettingsSchema = v.object({
  SESSION_TTL_SECONDS: positiveInt("900"),
  MARS_TOKEN_TTL_DAYS: positiveInt("30"),
});

export interface Settings {
  sessionTtlMs: number;
  marsTokenTtlMs: number;
}

let cached: { raw: VenueBindings; settings: Settings } | undefined;

/** The token lifetimes, parsed once per isolate; a malformed var fails loudly at the first call. */
export function settings(env: VenueBindings): Settings {
  if (cached?.raw === env) return cached.settings;
  const result = v.safeParse(SettingsSchema, env);
  if (!result.success) {
    const problems = result.issues.map((i) => `${v.getDotPath(i) ?? "env"}: ${i.message}`).join("; ");
    throw new Error(`Invalid sandbox venue configuration: ${problems}`);
  }
  const parsed = {
    sessionTtlMs: result.output.SESSION_TTL_SECONDS * 1000,
    marsTokenTtlMs: result.output.MARS_TOKEN_TTL_DAYS * 86_400_000,
  };
  cached = { raw: env, settings: parsed };
  return parsed;
}
