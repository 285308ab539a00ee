// The .sql files in migrations/ are the source of truth; wrangler ([[rules]] Text), esbuild (text
// loader, build.mjs) and the test pool (modulesRules from wrangler.toml) all import them as strings.
import schema from "../../migrations/0001_schema.sql";
import seed from "../../migrations/0002_seed.sql";
import calls from "../../migrations/0003_calls.sql";
import availability from "../../migrations/0004_availability.sql";

export interface Migration {
  /** The file name, as `wrangler d1 migrations apply` records it in d1_migrations. */
  name: string;
  sql: string;
  /** Demo data that POST /__sandbox/reset loads again after emptying the tables. */
  seed: boolean;
}

/** Every migration, in the order they apply. Add a new file here as well as in migrations/. */
export const MIGRATIONS: readonly Migration[] = [
  { name: "0001_schema.sql", sql: schema, seed: false },
  { name: "0002_seed.sql", sql: seed, seed: true },
  { name: "0003_calls.sql", sql: calls, seed: false },
  { name: "0004_availability.sql", sql: availability, seed: false },
];
