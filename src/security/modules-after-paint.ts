/**
 * The one inline script a page carries (docs/decisions/054): it adds the page's module scripts,
 * named in its own `data-modules` attribute, once the first screen has been painted, as the
 * browser reports it: after the page is parsed, and then — on a page whose first screen has a
 * picture (the `fetchpriority="high"` one) — once that picture's largest-paint entry is out, on
 * any other page once the first contentful paint's is; then after one more frame. A picture that
 * fails or a hidden tab (no frame to wait for) adds them at once. A browser that reports no such
 * entries adds them a frame after the window's load event; one that does but never names the
 * picture (a larger text painted first) a second after it, as a backstop.
 *
 * A `<script type="module" src>` in the page would be asked for by the preload scanner with the
 * document, and over HTTP/1.1 every request that ends before the largest paint costs the
 * simulated phone a connection of its own (docs/decisions/052). The text is fixed (the addresses
 * are in the attribute), so the policy allows it by one constant hash;
 * `tests/security/modules-after-paint.unit.test.ts` checks that the hash is this text's.
 */
export const MODULES_AFTER_PAINT = `(function (me) {
  var added = false;
  var add = function () {
    if (added) return;
    added = true;
    for (var src of me.dataset.modules.split(" ")) {
      var script = document.createElement("script");
      script.type = "module";
      script.src = src;
      document.head.append(script);
    }
  };
  var afterFrame = function () {
    requestAnimationFrame(function () { setTimeout(add); });
  };
  var parsed = function () {
    if (document.visibilityState === "hidden") return add();
    var picture = document.querySelector('img[fetchpriority="high"]');
    var type = picture ? "largest-contentful-paint" : "paint";
    var painted = function (entry) { return picture ? entry.element === picture : entry.name === "first-contentful-paint"; };
    var reported = (PerformanceObserver.supportedEntryTypes || []).indexOf(type) >= 0;
    addEventListener("load", function () { reported ? setTimeout(add, 1000) : afterFrame(); });
    if (picture) picture.addEventListener("error", add);
    if (reported) new PerformanceObserver(function (list) {
      if (list.getEntries().some(painted)) afterFrame();
    }).observe({ type: type, buffered: true });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", parsed);
  else parsed();
})(document.currentScript);`;

/** The CSP source for `MODULES_AFTER_PAINT`: its SHA-256, base64. */
export const MODULES_AFTER_PAINT_HASH = "sha256-rFhbdpPZt1nidR7Ndy6r7/tYRvkIZO5OlY/NLel3s9U=";
