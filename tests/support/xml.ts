/**
 * A strict, small XML reader for the feed tests (workerd has no XML parser): it throws on anything
 * that is not well-formed — an unescaped `<` or `&`, an unknown entity, crossed or unclosed
 * elements, unquoted or repeated attributes, text outside the root — and returns the element tree
 * with entities decoded, so tests assert what a feed reader would read.
 */
export type XmlElement = { name: string; attrs: Record<string, string>; children: (XmlElement | string)[] };

const NAME = /^[A-Za-z_][\w.-]*(:[A-Za-z_][\w.-]*)?/;
const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(raw: string, where: number): string {
  if (raw.includes("<")) throw new Error(`raw "<" in character data near ${where}`);
  if (raw.includes("]]>")) throw new Error(`"]]>" in character data near ${where}`);
  return raw.replace(/&([^;\s&<]*);?/g, (match, ref: string) => {
    if (!match.endsWith(";")) throw new Error(`bare "&" near ${where}`);
    if (ref in PREDEFINED) return PREDEFINED[ref] ?? "";
    const num = /^#(\d+)$/.exec(ref)?.[1] ?? /^#x([0-9a-fA-F]+)$/.exec(ref)?.[1];
    if (num === undefined) throw new Error(`unknown entity &${ref}; near ${where}`);
    return String.fromCodePoint(parseInt(num, ref.startsWith("#x") ? 16 : 10));
  });
}

/** Parses a whole XML document; throws with the reason when it is not well-formed. */
export function parseXml(text: string): XmlElement {
  let at = 0;
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>/.exec(text);
  if (declaration) at = declaration[0].length;
  else if (text.startsWith("<?xml")) throw new Error("malformed XML declaration");
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (at < text.length) {
    const next = text.indexOf("<", at);
    const chunk = text.slice(at, next === -1 ? text.length : next);
    const parent = stack[stack.length - 1];
    if (parent) {
      if (chunk) parent.children.push(decode(chunk, at));
    } else if (chunk.trim()) {
      throw new Error(`text outside the root element near ${at}`);
    }
    if (next === -1) break;
    at = next;
    if (text.startsWith("<!--", at)) {
      const end = text.indexOf("-->", at);
      if (end === -1) throw new Error("unclosed comment");
      at = end + 3;
    } else if (text.startsWith("</", at)) {
      const name = NAME.exec(text.slice(at + 2))?.[0];
      const close = text.indexOf(">", at);
      const open = stack.pop();
      if (!name || !open || open.name !== name || text.slice(at + 2 + name.length, close).trim()) {
        throw new Error(`end tag </${name}> does not close <${open?.name}> near ${at}`);
      }
      at = close + 1;
    } else {
      const name = NAME.exec(text.slice(at + 1))?.[0];
      if (!name) throw new Error(`raw "<" or bad tag name near ${at}`);
      if (root && stack.length === 0) throw new Error(`second root element <${name}>`);
      at += 1 + name.length;
      const element: XmlElement = { name, attrs: {}, children: [] };
      for (;;) {
        const attr = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/.exec(text.slice(at));
        if (!attr) break;
        const key = attr[1] ?? "";
        if (key in element.attrs) throw new Error(`attribute ${key} twice on <${name}>`);
        element.attrs[key] = decode(attr[3] ?? attr[4] ?? "", at);
        at += attr[0].length;
      }
      const end = /^\s*(\/?)>/.exec(text.slice(at));
      if (!end) throw new Error(`malformed tag <${name}> near ${at}`);
      at += end[0].length;
      stack[stack.length - 1]?.children.push(element);
      root ??= element;
      if (!end[1]) stack.push(element);
    }
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack[stack.length - 1]?.name}>`);
  if (!root) throw new Error("no root element");
  return root;
}

/** The child elements of `el` named `name`. */
export function childrenNamed(el: XmlElement, name: string): XmlElement[] {
  return el.children.filter((c): c is XmlElement => typeof c !== "string" && c.name === name);
}

/** The text of the first child element named `name`, entities decoded; undefined when absent. */
export function childText(el: XmlElement, name: string): string | undefined {
  const child = childrenNamed(el, name)[0];
  return child?.children.filter((c): c is string => typeof c === "string").join("");
}
