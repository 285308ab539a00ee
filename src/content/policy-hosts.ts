import * as v from "valibot";
import type { ContentBundle } from "./bundle";

/**
 * The other origins a site's content makes the browser talk to, so the Content Security Policy
 * can name them instead of allowing every https host: where its pictures live, and its ticket
 * checkout (the venue's ticket pictures and QR codes come from there too, and a checkout may be
 * reached by a form). Worked out once per content version and kept with the site chrome.
 */
export const PolicyHostsSchema = v.object({
  images: v.array(v.string()),
  checkout: v.array(v.string()),
});
export type PolicyHosts = v.InferOutput<typeof PolicyHostsSchema>;

/** Fields that hold a picture's address wherever they sit in the content (articles, blocks, theme, site). */
const PICTURE_FIELDS = new Set(["image", "thumbnail", "src", "favicon", "logo", "poster"]);
/** A production's assets say what they are: `{ type: "first_image", url }`. */
const isPictureAsset = (parent: Record<string, unknown>): boolean => typeof parent.type === "string" && parent.type.includes("image");
/** `<img src="…">` in rich text (the sanitizer keeps img with src). */
const IMG_SRC = /<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi;

/** The origin of an absolute http(s) address; undefined for a site path or anything else. */
function originOf(address: string): string | undefined {
  if (!/^https?:\/\//i.test(address)) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

function walk(value: unknown, key: string, parent: Record<string, unknown>, found: { images: Set<string>; checkout: Set<string> }): void {
  if (typeof value === "string") {
    const origin = originOf(value);
    if (origin && (PICTURE_FIELDS.has(key) || (key === "url" && isPictureAsset(parent)))) found.images.add(origin);
    if (origin && key === "ticketUrl") found.checkout.add(origin);
    if (value.includes("<img")) {
      for (const match of value.matchAll(IMG_SRC)) {
        const inHtml = originOf(match[1] ?? "");
        if (inHtml) found.images.add(inHtml);
      }
    }
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) walk(item, key, parent, found);
    return;
  }
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    for (const [k, child] of Object.entries(record)) walk(child, k, record, found);
  }
}

/**
 * @example policyHosts(bundle) // { images: ["https://images.ctfassets.net"], checkout: ["https://billett.havvikkino.no"] }
 */
export function policyHosts(bundle: ContentBundle): PolicyHosts {
  const found = { images: new Set<string>(), checkout: new Set<string>() };
  walk(bundle, "", {}, found);
  return { images: [...found.images].sort(), checkout: [...found.checkout].sort() };
}
