import { renderToString } from "react-dom/server";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ProductionSchema } from "../../src/content/production";
import { parseTrailer, trailerEmbedUrl, trailerWatchUrl } from "../../src/content/trailer";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { block, ctx, data, film, page } from "../render/fixtures";

describe("a film's trailer address", () => {
  it("is a YouTube or Vimeo video, in the forms editors copy from the browser", () => {
    const youtube = { provider: "youtube", id: "nFFkyst2025" };
    expect(parseTrailer("https://www.youtube.com/watch?v=nFFkyst2025")).toEqual(youtube);
    expect(parseTrailer("https://www.youtube.com/watch?v=nFFkyst2025&t=42s")).toEqual(youtube);
    expect(parseTrailer("https://youtu.be/nFFkyst2025")).toEqual(youtube);
    expect(parseTrailer("https://www.youtube.com/embed/nFFkyst2025")).toEqual(youtube);
    expect(parseTrailer("https://vimeo.com/902319457")).toEqual({ provider: "vimeo", id: "902319457" });
  });

  it("is nothing else: other hosts, http, playlists, channels, made-up ids", () => {
    for (const address of [
      "https://example.com/watch?v=nFFkyst2025",
      "https://youtube.com.evil.example/watch?v=nFFkyst2025",
      "http://www.youtube.com/watch?v=nFFkyst2025",
      "https://www.youtube.com/playlist?list=PL123",
      "https://www.youtube.com/watch?v=kort",
      "https://youtu.be/nFFkyst2025/extra",
      "https://vimeo.com/channels/staffpicks",
      "https://player.vimeo.com/video/902319457",
      "javascript:alert(1)",
      "trailer.mp4",
    ]) {
      expect(parseTrailer(address), address).toBeUndefined();
    }
  });

  it("plays from YouTube without cookies or from Vimeo with do-not-track, started by the click", () => {
    expect(trailerEmbedUrl({ provider: "youtube", id: "nFFkyst2025" })).toBe("https://www.youtube-nocookie.com/embed/nFFkyst2025?autoplay=1");
    expect(trailerEmbedUrl({ provider: "vimeo", id: "902319457" })).toBe("https://player.vimeo.com/video/902319457?dnt=1&autoplay=1");
    expect(trailerWatchUrl({ provider: "vimeo", id: "902319457" })).toBe("https://vimeo.com/902319457");
  });

  it("is optional in a production, and any other address is a content error with words an editor can act on", () => {
    expect(v.safeParse(ProductionSchema, film).success).toBe(true);
    expect(v.safeParse(ProductionSchema, { ...film, trailer: "https://youtu.be/nFFkyst2025" }).success).toBe(true);
    const bad = v.safeParse(ProductionSchema, { ...film, trailer: "https://www.dailymotion.com/video/x8abc" });
    expect(bad.success).toBe(false);
    expect(bad.issues?.[0]?.message).toMatch(/must be a YouTube .* or Vimeo/);
  });
});

describe("the trailer block", () => {
  const render = (trailer?: string) =>
    renderToString(
      <PageBlocks
        data={data(page([block("trailer", "tr", 1)], { path: "/:production" }), {
          document: { kind: "production", production: { ...film, trailer }, events: [] },
        })}
        ctx={ctx()}
      />,
    );

  it("shows the film's still with a play button that links to the video, and hands the player's address to its island", () => {
    const html = render("https://www.youtube.com/watch?v=nFFkyst2025");
    expect(html).toContain('<h2 id="trailer-heading" class="block-title">Trailer</h2>');
    expect(html).toContain('<a class="trailer-play" href="https://www.youtube.com/watch?v=nFFkyst2025">');
    expect(html).toMatch(/<img src="https:\/\/img\.example\.no\/nordlys\.jpg" alt="" [^>]*loading="lazy"/);
    expect(html).toContain("Spill av traileren til Nordlys og natt");
    expect(html).toContain(
      'data-island-props="trailer">{"embedUrl":"https://www.youtube-nocookie.com/embed/nFFkyst2025?autoplay=1","title":"Trailer: Nordlys og natt"}',
    );
    // No player in the page itself: it comes with the click.
    expect(html).not.toContain("<iframe");
  });

  it("renders nothing for a film without a trailer", () => {
    expect(render()).not.toContain("b-trailer");
  });
});
