import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ensureMigrated } from "../src/db/migrate";
import { splitSql } from "../src/db/split-sql";
import { call } from "./venue";

describe("migrations", () => {
  it("are applied by the first request and recorded as wrangler records them, once", async () => {
    expect((await call("/api/GetMovieByEdiDx?edi=10234")).status).toBe(200);
    await ensureMigrated(env.VENUE_DB);
    const { results } = await env.VENUE_DB.prepare("SELECT name FROM d1_migrations ORDER BY id").all<{ name: string }>();
    expect(results.map((r) => r.name)).toEqual(["0001_schema.sql", "0002_seed.sql", "0003_calls.sql", "0004_availability.sql"]);
  });

  it("seed every film of the programme, 50 users and 64 reviews", async () => {
    await ensureMigrated(env.VENUE_DB);
    const count = async (table: string) => (await env.VENUE_DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())?.n;
    // The five hand-written films and the generated programme's 83 (its dubbed versions are ediNumbers of their originals).
    expect([await count("movies"), await count("users"), await count("reviews")]).toEqual([88, 50, 64]);
  });
});

describe("splitSql", () => {
  it("splits at semicolons outside strings, identifiers and comments", () => {
    const text = [
      "-- a comment; with a semicolon",
      'CREATE TABLE "a;b" (x TEXT); /* block; comment */',
      "INSERT INTO \"a;b\" VALUES ('it''s; fine'),",
      "  ('two');",
      "",
    ].join("\n");
    expect(splitSql(text)).toEqual(['CREATE TABLE "a;b" (x TEXT)', "INSERT INTO \"a;b\" VALUES ('it''s; fine'),\n  ('two')"]);
  });
});
