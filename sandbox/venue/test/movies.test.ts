import { describe, expect, it } from "vitest";
import { call, login } from "./venue";

interface Review {
  Id: number;
  Comment: string;
  Rating: number;
  AddedAt: string;
  LikesCount: number;
  MovieId: number;
  UserId: number;
  UserName: string;
  Image: string | null;
  IsLiked: boolean;
}

const reviews = async (query: string, session?: string): Promise<Review[]> => {
  const response = await call(`/api/GetReviewsByEdiDx?${query}`, { session });
  expect(response.status).toBe(200);
  return response.json<Review[]>();
};

describe("GetMovieByEdiDx", () => {
  it("answers a demo film by the ediNumber of its page, with the rating of its reviews", async () => {
    const response = await call("/api/GetMovieByEdiDx?edi=10234");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      Title: "Kystlinjer",
      MovieId: 501,
      Edis: ["10234"],
      Rating: expect.any(Number),
      RatingCount: 48,
      Poster: "/images/poster-kystlinjer.webp",
      link: "/kystlinjer-DXM10234",
    });
  });

  it("answers Rating null and RatingCount 0 for a film nobody has rated", async () => {
    const movie = await (await call("/api/GetMovieByEdiDx?edi=10319")).json();
    expect(movie).toMatchObject({ Title: "Stormvarsel", MovieId: 505, Rating: null, RatingCount: 0 });
  });

  it("answers 404 for an unknown ediNumber and 400 for a malformed one", async () => {
    const unknown = await call("/api/GetMovieByEdiDx?edi=99999");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ Message: expect.any(String) });
    expect((await call("/api/GetMovieByEdiDx?edi=abc")).status).toBe(400);
    expect((await call("/api/GetMovieByEdiDx")).status).toBe(400);
  });
});

describe("GetReviewsByEdiDx", () => {
  it("pages 20 at a time, newest first, without gaps or repeats", async () => {
    const pages = [await reviews("edi=10234&skip=0&take=20"), await reviews("edi=10234&skip=20&take=20"), await reviews("edi=10234&skip=40&take=20")];
    expect(pages.map((p) => p.length)).toEqual([20, 20, 8]);
    const all = pages.flat();
    expect(new Set(all.map((r) => r.Id)).size).toBe(48);
    const times = all.map((r) => Date.parse(r.AddedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await reviews("edi=10234&skip=60&take=20")).toEqual([]);
  });

  it("answers each review in the venue's shape, with a local-time offset", async () => {
    const [first] = await reviews("edi=10234&skip=0&take=1");
    expect(first).toEqual({
      Id: expect.any(Number),
      Comment: expect.any(String),
      Rating: expect.any(Number),
      AddedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/),
      LikesCount: expect.any(Number),
      MovieId: 501,
      UserId: expect.any(Number),
      UserName: expect.any(String),
      Image: null,
      IsLiked: false,
    });
    expect(first?.Rating).toBeGreaterThanOrEqual(1);
    expect(first?.Rating).toBeLessThanOrEqual(6);
  });

  it("marks the reviews the caller liked, and none for an anonymous caller", async () => {
    const { session } = await login();
    const mine = await reviews("edi=10234&skip=0&take=20", session);
    expect(
      mine
        .filter((r) => r.IsLiked)
        .map((r) => r.Id)
        .sort(),
    ).toEqual([30, 44, 47]);
    for (const r of mine.filter((x) => x.IsLiked)) expect(r.LikesCount).toBeGreaterThan(0);
    const anonymous = await reviews("edi=10234&skip=0&take=20");
    expect(anonymous.some((r) => r.IsLiked)).toBe(false);
    expect(anonymous.map((r) => r.LikesCount)).toEqual(mine.map((r) => r.LikesCount));
  });

  it("treats a stale cookie as anonymous instead of failing", async () => {
    const response = await call("/api/GetReviewsByEdiDx?edi=10234&skip=0&take=5", { session: "utlopt" });
    expect(response.status).toBe(200);
  });

  it("answers an empty list for an unknown film and 400 for a bad page", async () => {
    expect(await reviews("edi=99999&skip=0&take=20")).toEqual([]);
    expect((await call("/api/GetReviewsByEdiDx?edi=10234&skip=-1&take=20")).status).toBe(400);
    expect((await call("/api/GetReviewsByEdiDx?edi=10234&skip=0&take=mange")).status).toBe(400);
  });
});
