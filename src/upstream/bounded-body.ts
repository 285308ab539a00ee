import { UpstreamError } from "./upstream-error";

/** The most a venue answer may hold (a page of ten tickets is a few KB). */
export const VENUE_MAX_BODY_BYTES = 1024 * 1024;
/** The most a content or events answer may hold (the whole programme is a few hundred KB). */
export const CONTENT_MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * An upstream answer read as a stream, at most `maxBytes` of it. A body that goes past the cap
 * (or says it will, by Content-Length) is cancelled at once and becomes UpstreamError
 * "too-large", so a runaway upstream costs a megabyte and a moment, not the isolate's memory or
 * its connections. Answers a buffered copy of the response, readable as often as needed.
 */
export async function boundedResponse(response: Response, maxBytes: number, path: string): Promise<Response> {
  const declared = Number(response.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new UpstreamError("too-large", path);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new UpstreamError("too-large", path);
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  // The copy has no Content-Encoding left to apply: workerd has already decoded the body.
  const headers = new Headers(response.headers);
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  return new Response(response.status === 204 || response.status === 304 ? null : body, { status: response.status, statusText: response.statusText, headers });
}
