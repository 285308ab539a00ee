import * as v from "valibot";

/** A movie as GetMovieByEdiDx and GetWatchlistDx answer it (docs/venue-api.md). */
export interface WireMovie {
  Title: string;
  MovieId: number;
  Edis: string[];
  /** Average dice of the reviews, one decimal; null while nobody has rated the movie. */
  Rating: number | null;
  RatingCount: number;
  Poster: string | null;
  link: string | null;
}

// Rating and RatingCount come from the reviews, so they can never disagree with the review list.
const MOVIE_SELECT = `SELECT m.id, m.title, m.poster, m.link,
  (SELECT json_group_array(edi) FROM (SELECT edi FROM movie_edis WHERE movie_id = m.id ORDER BY edi)) AS edis,
  (SELECT ROUND(AVG(rating), 1) FROM reviews WHERE movie_id = m.id) AS rating,
  (SELECT COUNT(*) FROM reviews WHERE movie_id = m.id) AS rating_count
  FROM movies m`;

interface MovieRow {
  id: number;
  title: string;
  poster: string | null;
  link: string | null;
  edis: string;
  rating: number | null;
  rating_count: number;
}

const EdisSchema = v.array(v.string());

function toWire(row: MovieRow): WireMovie {
  const edis: unknown = JSON.parse(row.edis);
  return {
    Title: row.title,
    MovieId: row.id,
    Edis: v.parse(EdisSchema, edis),
    Rating: row.rating,
    RatingCount: row.rating_count,
    Poster: row.poster,
    link: row.link,
  };
}

/** The movie an ediNumber names, or null. */
export async function movieByEdi(db: D1Database, edi: string): Promise<WireMovie | null> {
  const row = await db.prepare(`${MOVIE_SELECT} WHERE m.id = (SELECT movie_id FROM movie_edis WHERE edi = ?)`).bind(edi).first<MovieRow>();
  return row ? toWire(row) : null;
}

/** Whether a MovieId exists. */
export async function movieExists(db: D1Database, movieId: number): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS found FROM movies WHERE id = ?").bind(movieId).first()) !== null;
}

/** One page of a user's watch list, in the order the movies were added. */
export async function watchlistMovies(db: D1Database, userId: number, skip: number, take: number): Promise<WireMovie[]> {
  const { results } = await db
    .prepare(`${MOVIE_SELECT} JOIN watchlist w ON w.movie_id = m.id WHERE w.user_id = ? ORDER BY w.added_at, m.id LIMIT ? OFFSET ?`)
    .bind(userId, take, skip)
    .all<MovieRow>();
  return results.map(toWire);
}
