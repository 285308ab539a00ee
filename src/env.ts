import * as v from "valibot";

/**
 * Bindings and vars, parsed once per isolate (epic-stack's env.server.ts pattern). A missing or
 * malformed value fails loudly at the first request instead of surfacing as an odd page later.
 */
const EnvSchema = v.object({
  ENVIRONMENT: v.picklist(["local", "staging", "production"]),
  CONTENT_SOURCE: v.picklist(["bundled"]),
  CONTENT_FRESH_SECONDS: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)),
  PAGES: v.custom<KVNamespace>((x) => typeof x === "object" && x !== null && "getWithMetadata" in x, "PAGES must be a KV namespace"),
  ASSETS: v.custom<Fetcher>((x) => typeof x === "object" && x !== null && "fetch" in x, "ASSETS must be a fetcher"),
});
export type AppConfig = v.InferOutput<typeof EnvSchema>;

let parsed: { raw: Env; config: AppConfig } | undefined;

/** The validated configuration for this isolate's bindings. Throws with every problem listed. */
export function appConfig(env: Env): AppConfig {
  if (parsed && parsed.raw === env) return parsed.config;
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const problems = result.issues.map((i) => `${v.getDotPath(i) ?? "env"}: ${i.message}`).join("; ");
    throw new Error(`Invalid worker configuration: ${problems}`);
  }
  parsed = { raw: env, config: result.output };
  return result.output;
}
