/**
 * Sanitizes CMS HTML once, when it enters the system
 * (docs/decisions/002-sanitize-cms-html-where-it-enters.md): an allow-list of elements and attributes
 * run through workerd's streaming HTMLRewriter. Scripts, styles, embeds, forms and event-handler
 * attributes are removed; links and images are kept with safe URLs only.
 *
 * @example await sanitizeHtml('<p onclick="x()">Hei <script>bad()</script></p>') // '<p>Hei </p>'
 */

/** Elements removed together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "noscript",
  "template",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "option",
  "svg",
  "math",
  "link",
  "meta",
  "base",
  "frame",
  "frameset",
  "applet",
  "title",
  "head",
]);

/** Elements kept, each with the attributes it may carry. Anything else is unwrapped. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  span: [],
  div: [],
  code: [],
  pre: [],
  blockquote: [],
  ul: [],
  ol: ["start"],
  li: [],
  figure: [],
  figcaption: [],
  caption: [],
  table: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ["scope", "colspan", "rowspan"],
  td: ["colspan", "rowspan"],
  abbr: ["title"],
  a: ["href", "title", "target"],
  img: ["src", "alt", "width", "height", "title"],
};

/** Schemes a link may use; anything else (javascript:, data:, vbscript:) loses the attribute. */
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#|\?)/i;
const SAFE_SRC = /^(https?:|\/(?!\/))/i;

/** Browsers ignore control characters and white space inside a scheme ("java\tscript:"). */
function normalizeUrl(url: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
}

function cleanAttributes(el: Element, allowed: readonly string[]): void {
  const names = [...el.attributes].map((pair) => pair[0] ?? "");
  for (const name of names) {
    if (!allowed.includes(name)) el.removeAttribute(name);
  }
  const href = el.getAttribute("href");
  if (href !== null && !SAFE_HREF.test(normalizeUrl(href))) el.removeAttribute("href");
  const src = el.getAttribute("src");
  if (src !== null && !SAFE_SRC.test(normalizeUrl(src))) el.removeAttribute("src");
}

const rewriter = () =>
  new HTMLRewriter()
    .on("*", {
      element(el) {
        const tag = el.tagName.toLowerCase();
        if (DROP_WITH_CONTENT.has(tag)) {
          el.remove();
          return;
        }
        // One h1 per page belongs to the title block: CMS headings start at h2.
        if (tag === "h1") el.tagName = "h2";
        const allowed = ALLOWED[el.tagName.toLowerCase()];
        if (!allowed) {
          el.removeAndKeepContent();
          return;
        }
        cleanAttributes(el, allowed);
        if (tag === "a" && el.getAttribute("target") === "_blank") el.setAttribute("rel", "noopener noreferrer");
        if (tag === "a" && el.getAttribute("target") !== null && el.getAttribute("target") !== "_blank") el.removeAttribute("target");
        if (tag === "img") {
          if (el.getAttribute("src") === null) {
            el.remove();
            return;
          }
          el.setAttribute("loading", "lazy");
          el.setAttribute("decoding", "async");
          if (el.getAttribute("alt") === null) el.setAttribute("alt", "");
        }
      },
    })
    .onDocument({
      comments(comment) {
        comment.remove();
      },
      doctype() {},
    });

export async function sanitizeHtml(html: string): Promise<string> {
  if (html === "") return "";
  const response = rewriter().transform(new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } }));
  return response.text();
}
