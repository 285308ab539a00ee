/**
 * The content came, but KV did not take the new version (a failed or refused write): not the
 * source's fault, and readers keep the version they have (the chrome is written last).
 */
export class ContentStoreFailed extends Error {
  constructor(cause: unknown) {
    super(`storing the new content version in KV failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "ContentStoreFailed";
  }
}
