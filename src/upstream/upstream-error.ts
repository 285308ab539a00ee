/**
 * A failed call to an upstream API (venue, content APIs). `status` is the HTTP status outside
 * 200–299, or "timeout" / "network" when no answer came, "bad-response" when
 * the answer did not match its schema, or "too-large" when its body passed the size cap.
 */
export class UpstreamError extends Error {
  constructor(
    readonly status: number | "timeout" | "network" | "bad-response" | "too-large",
    readonly path: string,
    readonly body?: unknown,
  ) {
    super(`upstream ${path} failed: ${status}`);
    this.name = "UpstreamError";
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}
