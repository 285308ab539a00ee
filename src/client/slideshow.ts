/**
 * The slideshow's arrows (src/render/blocks/Slideshow.tsx): scroll the strip sideways to the slide
 * the arrow names, and nothing else — the page stays where it is and the address gains no `#…`.
 * The arrows are buttons shown only once this script runs (`html.js`); without it the strip still
 * scrolls by swipe, trackpad or keyboard. One listener for every slideshow on the page.
 *
 * @example setUpSlideshows() // in src/client/entries/site.ts
 */
export function setUpSlideshows(): void {
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-slide-to]") : null;
    const slide = target && document.getElementById(target.dataset.slideTo ?? "");
    const track = slide?.parentElement;
    if (!slide || !track) return;
    event.preventDefault();
    // Smooth or not follows the strip's CSS (scroll-behavior; none with reduced motion).
    track.scrollTo({ left: track.scrollLeft + slide.getBoundingClientRect().left - track.getBoundingClientRect().left });
  });
}
