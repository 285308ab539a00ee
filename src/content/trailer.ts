import * as v from "valibot";

/**
 * A film's trailer: a YouTube or Vimeo video, the only players the site's Content Security Policy
 * lets a page frame (and only a page that shows a trailer). Editors paste the address they see in
 * the browser; the site keeps the provider and the video's id and builds the player's address
 * itself, so no other host can end up in an iframe.
 */
export type Trailer = { provider: "youtube" | "vimeo"; id: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{6,12}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);

/**
 * The trailer an address names: youtube.com/watch?v=ID, youtu.be/ID, youtube.com/embed/ID or
 * vimeo.com/ID (https); anything else is no trailer.
 *
 * @example parseTrailer("https://youtu.be/dQw4w9WgXcQ") // { provider: "youtube", id: "dQw4w9WgXcQ" }
 */
export function parseTrailer(address: string): Trailer | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:") return undefined;
  const segments = url.pathname.split("/").filter(Boolean);
  let youtubeId: string | undefined;
  if (YOUTUBE_HOSTS.has(url.hostname)) {
    if (url.pathname === "/watch") youtubeId = url.searchParams.get("v") ?? undefined;
    else if (segments.length === 2 && segments[0] === "embed") youtubeId = segments[1];
  } else if (url.hostname === "youtu.be" && segments.length === 1) {
    youtubeId = segments[0];
  } else if (VIMEO_HOSTS.has(url.hostname) && segments.length === 1 && VIMEO_ID.test(segments[0] ?? "")) {
    return { provider: "vimeo", id: segments[0] ?? "" };
  }
  return youtubeId !== undefined && YOUTUBE_ID.test(youtubeId) ? { provider: "youtube", id: youtubeId } : undefined;
}

/** The only hosts a trailer's player comes from: the CSP's `frame-src` on a page with a trailer. */
export const TRAILER_FRAME_ORIGINS: Record<Trailer["provider"], string> = {
  youtube: "https://www.youtube-nocookie.com",
  vimeo: "https://player.vimeo.com",
};

/** The player, started by the visitor's click: YouTube without cookies, Vimeo with "do not track". */
export function trailerEmbedUrl(t: Trailer): string {
  return t.provider === "youtube"
    ? `${TRAILER_FRAME_ORIGINS.youtube}/embed/${t.id}?autoplay=1`
    : `${TRAILER_FRAME_ORIGINS.vimeo}/video/${t.id}?dnt=1&autoplay=1`;
}

/** The video on the provider's own site: where the play button leads without JavaScript. */
export function trailerWatchUrl(t: Trailer): string {
  return t.provider === "youtube" ? `https://www.youtube.com/watch?v=${t.id}` : `https://vimeo.com/${t.id}`;
}

/** The content field: a trailer address that `parseTrailer` understands, or a content error. */
export const TrailerUrlSchema = v.pipe(
  v.string(),
  v.check(
    (address) => parseTrailer(address) !== undefined,
    "must be a YouTube (youtube.com/watch?v=…, youtu.be/…, youtube.com/embed/…) or Vimeo (vimeo.com/…) address",
  ),
);
