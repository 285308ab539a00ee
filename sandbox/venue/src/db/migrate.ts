import { MIGRATIONS } from "./migrations";
import { splitSql } from "./split-sql";

// The table and columns `wrangler d1 migrations apply` uses, so a database migrated by wrangler is
// not migrated again by the worker, nor the other way round.
const CREATE_TRACKING = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

async function applyPending(db: D1Database): Promise<void> {
  await db.prepare(CREATE_TRACKING).run();
  const { results } = await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>();
  const applied = new Set(results.map((r) => r.name));
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.name)) continue;
    // One batch is one transaction: the file applies whole or not at all. Its name goes in first;
    // if another isolate got there between our read and this write, the UNIQUE name rolls our batch
    // back and the check below sees the migration as done.
    const statements = [db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(migration.name), ...splitSql(migration.sql).map((s) => db.prepare(s))];
    try {
      await db.batch(statements);
    } catch (error) {
      const done = await db.prepare("SELECT 1 AS done FROM d1_migrations WHERE name = ?").bind(migration.name).first();
      if (!done) throw error;
    }
  }
}

let ready: Promise<void> | undefined;

/**
 * Applies the migrations that are not yet in d1_migrations, once per isolate: `npm start` and the
 * tests need no separate `wrangler d1 migrations apply`. A failure is not cached; the next request
 * tries again.
 */
export function ensureMigrated(db: D1Database): Promise<void> {
  ready ??= applyPending(db).catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}
