import type { HydrateOptions } from "../loader/island-module";

/**
 * A film's trailer (no React): the server renders the film's still with a play button that links
 * to the video on YouTube or Vimeo. The visitor's click (held back by the loader and handed on as
 * `activated`) swaps the still for the player, which starts at once. Until that click nothing is
 * asked of the video host, so it sets no cookies and learns nothing of visitors who do not play.
 */

/** The players the page's CSP frames (src/content/trailer.ts); any other address is refused. */
const PLAYERS = ["https://www.youtube-nocookie.com/embed/", "https://player.vimeo.com/video/"];

function trailerProps(props: unknown): { embedUrl: string; title: string } | null {
  const p = (props ?? {}) as Record<string, unknown>;
  const embedUrl = p["embedUrl"];
  const title = p["title"];
  if (typeof embedUrl !== "string" || typeof title !== "string") return null;
  return PLAYERS.some((start) => embedUrl.startsWith(start)) ? { embedUrl, title } : null;
}

function play(root: HTMLElement, embedUrl: string, title: string): void {
  const still = root.querySelector(".trailer-play");
  if (!still) return;
  const frame = document.createElement("iframe");
  frame.className = "trailer-frame";
  frame.src = embedUrl;
  frame.title = title;
  frame.width = "1920";
  frame.height = "1080";
  frame.allow = "autoplay; fullscreen; picture-in-picture; encrypted-media";
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  still.replaceWith(frame);
  // Keyboard and screen-reader users pressed a link that is gone: continue in the player.
  frame.focus();
}

export function hydrate(root: HTMLElement, props: unknown, options: HydrateOptions): void {
  const trailer = trailerProps(props);
  if (!trailer) {
    console.error("[trailer] props do not fit; the link to the video stays");
    return;
  }
  if (options.activated) {
    play(root, trailer.embedUrl, trailer.title);
    return;
  }
  // Woken without a click (a stored profile wakes every island): play on the first plain click.
  root.addEventListener("click", function onClick(event) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (!(event.target instanceof Element) || !event.target.closest(".trailer-play")) return;
    event.preventDefault();
    root.removeEventListener("click", onClick);
    play(root, trailer.embedUrl, trailer.title);
  });
}
