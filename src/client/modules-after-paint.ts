/**
 * The one inline script a page carries (docs/decisions/054), minified by the build into
 * build/client-manifest.json (`afterPaint`) with its CSP hash, and written into `<head>` by
 * src/render/Document.tsx: it adds the page's module scripts, named in its own `data-modules`
 * attribute, once the first screen has been painted, as the browser reports it. After the page is
 * parsed, and then — on a page whose first screen has a picture (the `fetchpriority="high"` one) —
 * once that picture's largest-paint entry is out, on any other page once the first contentful
 * paint's is; then after one more frame. A picture that fails, or a hidden tab (no frame to wait
 * for), adds them at once. A browser that reports no such entries adds them a frame after the
 * window's load event; one that does but never names the picture (a larger text painted first) a
 * second after it, as a backstop.
 *
 * A `<script type="module" src>` in the page would be asked for by the preload scanner with the
 * document, and over HTTP/1.1 every request that ends before the largest paint costs Lighthouse's
 * simulated phone a connection of its own (docs/decisions/052). The addresses are in the attribute,
 * so the text and its hash only change when this file does.
 */
const me = document.currentScript;
let added = false;

function add(): void {
  if (added || !me) return;
  added = true;
  for (const src of (me.dataset["modules"] ?? "").split(" ")) {
    const script = document.createElement("script");
    script.type = "module";
    script.src = src;
    document.head.append(script);
  }
}

function afterFrame(): void {
  requestAnimationFrame(() => setTimeout(add));
}

function parsed(): void {
  if (document.visibilityState === "hidden") return add();
  const picture = document.querySelector('img[fetchpriority="high"]');
  const type = picture ? "largest-contentful-paint" : "paint";
  const reported = PerformanceObserver.supportedEntryTypes.includes(type);
  addEventListener("load", () => (reported ? setTimeout(add, 1000) : afterFrame()));
  picture?.addEventListener("error", add);
  if (!reported) return;
  const painted = (entry: PerformanceEntry) =>
    picture ? (entry as PerformanceEntry & { element?: Element }).element === picture : entry.name === "first-contentful-paint";
  new PerformanceObserver((list) => {
    if (list.getEntries().some(painted)) afterFrame();
  }).observe({ type, buffered: true });
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", parsed);
else parsed();
