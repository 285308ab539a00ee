import { Hono } from "hono";
import { optionalUser } from "../auth";
import type { VenueEnv } from "../env";
import { VenueError } from "../errors";
import { movieByEdi } from "../movies";
import { paging } from "../paging";

/** GetMovieByEdiDx and GetReviewsByEdiDx: public, the cookie only decides IsLiked. */
export const movies = new Hono<VenueEnv>();

function ediOf(query: string | undefined): string {
  const edi = query?.trim() ?? "";
  if (!/^\d{1,10}$/.test(edi)) throw new VenueError(400, "Ugyldig forespørsel: edi må være et ediNummer.");
  return edi;
}

movies.get("/GetMovieByEdiDx", async (c) => {
  const edi = ediOf(c.req.query("edi"));
  const movie = await movieByEdi(c.env.VENUE_DB, edi);
  if (!movie) throw new VenueError(404, `Fant ingen film med edi ${edi}.`);
  return c.json(movie);
});

interface ReviewRow {
  id: number;
  comment: string;
  rating: number;
  added_at: string;
  likes_count: number;
  movie_id: number;
  user_id: number;
  user_name: string;
  avatar_url: string | null;
  is_liked: number;
}

// Newest first. added_at holds a local offset (+02:00/+01:00), so order by the instant, not the text.
const REVIEWS = `SELECT r.id, r.comment, r.rating, r.added_at, r.movie_id, r.user_id, u.user_name, u.avatar_url,
  (SELECT COUNT(*) FROM review_likes l WHERE l.review_id = r.id) AS likes_count,
  EXISTS (SELECT 1 FROM review_likes l WHERE l.review_id = r.id AND l.user_id = ?) AS is_liked
  FROM reviews r JOIN users u ON u.id = r.user_id
  WHERE r.movie_id = (SELECT movie_id FROM movie_edis WHERE edi = ?)
  ORDER BY unixepoch(r.added_at) DESC, r.id DESC LIMIT ? OFFSET ?`;

// An unknown edi has no reviews: an empty list, not a 404 (only GetMovieByEdiDx names a 404).
movies.get("/GetReviewsByEdiDx", optionalUser, async (c) => {
  const edi = ediOf(c.req.query("edi"));
  const { skip, take } = paging(c, 20);
  // 0 is no user id, so an anonymous caller has liked nothing.
  const viewer = c.get("user")?.id ?? 0;
  const { results } = await c.env.VENUE_DB.prepare(REVIEWS).bind(viewer, edi, take, skip).all<ReviewRow>();
  return c.json(
    results.map((r) => ({
      Id: r.id,
      Comment: r.comment,
      Rating: r.rating,
      AddedAt: r.added_at,
      LikesCount: r.likes_count,
      MovieId: r.movie_id,
      UserId: r.user_id,
      UserName: r.user_name,
      Image: r.avatar_url,
      IsLiked: r.is_liked === 1,
    })),
  );
});
