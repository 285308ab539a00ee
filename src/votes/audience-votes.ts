import { DurableObject } from "cloudflare:workers";
import type { FilmResult } from "../shared/vote-api";
import { type FilmVoteRow, filmResult } from "./film-result";

/** One vote as stored: the ticket's key (ticket-key.ts), its screening and film, the die. */
type StoredVote = { ticket: string; screeningId: string; film: string; title: string; die: number; castAt: number };

/** What a cast did: counted, or refused because that ticket has voted (with the die it gave). */
type CastResult = { cast: true } | { cast: false; die: number };

/**
 * Every vote of Publikumsprisen, in one Durable Object with SQLite (docs/decisions/033): the
 * ticket is the primary key, so a second vote for the same ticket is refused by the database
 * itself, even when two arrive at once. A festival's few thousand votes a day are far below what
 * one object takes; the results are one grouped query.
 */
export class AudienceVotes extends DurableObject {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS vote (
      ticket TEXT PRIMARY KEY, screening_id TEXT NOT NULL, film TEXT NOT NULL, title TEXT NOT NULL,
      die INTEGER NOT NULL CHECK (die BETWEEN 1 AND 6), cast_at INTEGER NOT NULL)`);
  }

  /** Stores the vote unless its ticket has one. */
  async cast(vote: StoredVote): Promise<CastResult> {
    const inserted = this.sql
      .exec(
        "INSERT INTO vote (ticket, screening_id, film, title, die, cast_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (ticket) DO NOTHING RETURNING die",
        vote.ticket,
        vote.screeningId,
        vote.film,
        vote.title,
        vote.die,
        vote.castAt,
      )
      .toArray();
    if (inserted.length > 0) return { cast: true };
    return { cast: false, die: this.diceOf([vote.ticket])[vote.ticket] ?? 0 };
  }

  /** The dice these tickets gave, by ticket key; tickets that have not voted are absent. */
  async dice(tickets: string[]): Promise<Record<string, number>> {
    return this.diceOf(tickets);
  }

  private diceOf(tickets: string[]): Record<string, number> {
    if (tickets.length === 0) return {};
    const rows = this.sql
      .exec<{ ticket: string; die: number }>(`SELECT ticket, die FROM vote WHERE ticket IN (${tickets.map(() => "?").join(", ")})`, ...tickets)
      .toArray();
    return Object.fromEntries(rows.map((r) => [r.ticket, r.die]));
  }

  /** Every film's count, mean and distribution of dice, the most votes first. */
  async results(): Promise<FilmResult[]> {
    const rows = this.sql
      .exec<FilmVoteRow>(
        `SELECT film, MAX(title) AS title, COUNT(*) AS count, SUM(die) AS total,
        SUM(die = 1) AS d1, SUM(die = 2) AS d2, SUM(die = 3) AS d3, SUM(die = 4) AS d4, SUM(die = 5) AS d5, SUM(die = 6) AS d6
       FROM vote GROUP BY film ORDER BY count DESC, film`,
      )
      .toArray();
    return rows.map(filmResult);
  }
}
