import * as v from "valibot";

/** A response's headers as name–value pairs, the way KV metadata keeps them. */
export type HeaderPairs = [string, string][];

const PairsSchema = v.array(v.tuple([v.string(), v.string()]));

/**
 * Header pairs deflated and in base64, for KV metadata (1024 bytes) when they do not fit as they
 * are: a policy with analytics hosts and a trailer's frame host passes the limit, and deflate
 * takes about half off the repeated `'self'` and host names (docs/decisions/022).
 *
 * @example await unpackHeaders(await packHeaders([["etag", 'W/"a"']])) // [["etag", 'W/"a"']]
 */
export async function packHeaders(pairs: HeaderPairs): Promise<string> {
  const json = new Blob([JSON.stringify(pairs)]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(json).arrayBuffer());
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The pairs `packHeaders` packed, or undefined for anything that is not such a packing. */
export async function unpackHeaders(packed: string): Promise<HeaderPairs | undefined> {
  try {
    const bytes = Uint8Array.from(atob(packed), (c) => c.charCodeAt(0));
    const json = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    const parsed = v.safeParse(PairsSchema, JSON.parse(await new Response(json).text()));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
