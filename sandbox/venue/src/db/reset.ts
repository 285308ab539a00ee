import { ensureMigrated } from "./migrate";
import { MIGRATIONS } from "./migrations";
import { splitSql } from "./split-sql";

/**
 * Empties every table and loads the seed migrations again (POST /__sandbox/reset). The tables are
 * read from sqlite_schema rather than listed here, so a new migration's table is emptied too;
 * d1_migrations keeps its rows, the schema stays as it is.
 */
export async function resetData(db: D1Database): Promise<void> {
  await ensureMigrated(db);
  const { results } = await db
    .prepare(
      `SELECT name FROM sqlite_schema WHERE type = 'table'
       AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'd1_migrations'`,
    )
    .all<{ name: string }>();
  const seeds = MIGRATIONS.filter((m) => m.seed).flatMap((m) => splitSql(m.sql));
  await db.batch([
    // Foreign keys are checked at commit, so the tables can be emptied in any order.
    db.prepare("PRAGMA defer_foreign_keys = ON"),
    ...results.map((t) => db.prepare(`DELETE FROM "${t.name.replace(/"/g, '""')}"`)),
    ...seeds.map((s) => db.prepare(s)),
  ]);
}
