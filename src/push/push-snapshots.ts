import type { ProductionSnapshot } from "./production-news";

/**
 * What the subscribers of each production have been told: its screenings and which of them were on
 * sale, as the scheduled refresh last compared the content with (src/push/production-news.ts).
 * A table of the push Durable Object's SQLite (src/push/push-subscriptions.ts).
 */
export class PushSnapshots {
  constructor(private readonly sql: SqlStorage) {
    sql.exec("CREATE TABLE IF NOT EXISTS snapshot (production_id TEXT PRIMARY KEY, screenings TEXT NOT NULL, on_sale TEXT NOT NULL)");
  }

  /** A first subscriber's: what the production has now, so only what comes after is news. Kept if there is one. */
  start(productionId: string, snapshot: ProductionSnapshot): void {
    this.sql.exec("INSERT OR IGNORE INTO snapshot (production_id, screenings, on_sale) VALUES (?, ?, ?)", productionId, ...columns(snapshot));
  }

  /** What the subscribers have been told now. */
  write(productionId: string, snapshot: ProductionSnapshot): void {
    this.sql.exec("UPDATE snapshot SET screenings = ?, on_sale = ? WHERE production_id = ?", ...columns(snapshot), productionId);
  }

  /** Productions that have subscribers, with what their subscribers have been told. */
  watched(): Array<{ productionId: string; snapshot: ProductionSnapshot }> {
    return this.sql
      .exec<{ production_id: string; screenings: string; on_sale: string }>(
        "SELECT s.production_id, s.screenings, s.on_sale FROM snapshot s WHERE EXISTS (SELECT 1 FROM subscription u WHERE u.production_id = s.production_id)",
      )
      .toArray()
      .map((r) => ({
        productionId: r.production_id,
        snapshot: { screenings: JSON.parse(r.screenings) as string[], onSale: JSON.parse(r.on_sale) as string[] },
      }));
  }
}

const columns = (snapshot: ProductionSnapshot): [string, string] => [JSON.stringify(snapshot.screenings), JSON.stringify(snapshot.onSale)];
