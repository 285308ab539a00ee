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

/** Fields that hold a picture, as an address or as `{ url, alt, … }`, wherever they sit (articles, blocks, theme, site). */
const PICTURE_FIELDS = new Set(["image", "thumbnail", "src", "favicon", "logo", "poster", "still"]);
/** A production's assets say what they are: `{ type: "first_image", url }`. */
const isPictureAsset = (record: Record<string, unknown>): boolean => typeof record.type === "string" && record.type.includes("image");
/** `<img src="…">` in rich text (the sanitizer keeps img with src). */
const IMG_SRC = /<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi;

type Found = { images: Set<string>; checkout: Set<string> };

/** The origin of an absolute http(s) address; undefined for a site path or anything else. */
function originOf(address: string): string | undefined {
  if (!/^https?:\/\//i.test(address)) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

function walkText(text: string, key: string, isPicture: boolean, found: Found): void {
  const origin = originOf(text);
  if (origin && (isPicture || PICTURE_FIELDS.has(key))) found.images.add(origin);
  if (origin && key === "ticketUrl") found.checkout.add(origin);
  if (!text.includes("<img")) return;
  for (const match of text.matchAll(IMG_SRC)) {
    const inHtml = originOf(match[1] ?? "");
    if (inHtml) found.images.add(inHtml);
  }
}

/** `pictureObject`: the value sits under a picture field or is a picture asset, so its `url` is a picture. */
function walk(value: unknown, key: string, pictureObject: boolean, found: Found): void {
  if (typeof value === "string") return walkText(value, key, pictureObject && key === "url", found);
  if (Array.isArray(value)) {
    for (const item of value) walk(item, key, pictureObject, found);
    return;
  }
  if (value === null || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  const isPicture = PICTURE_FIELDS.has(key) || isPictureAsset(record);
  for (const [k, child] of Object.entries(record)) walk(child, k, isPicture, found);
}

/**
 * @example policyHosts(bundle) // { images: ["https://images.ctfassets.net"], checkout: ["https://billett.havvikkino.no"] }
 */
export function policyHosts(bundle: ContentBundle): PolicyHosts {
  const found: Found = { images: new Set<string>(), checkout: new Set<string>() };
  walk(bundle, "", false, found);
  return { images: [...found.images].sort(), checkout: [...found.checkout].sort() };
}
