import * as v from "valibot";
import { kvKeys } from "../kv/keys";
import { type Auth, type UpstreamConfig, request } from "../upstream/request";
import { UpstreamError } from "../upstream/upstream-error";
import { parseAnswer } from "./parse-answer";

/** RFC 6749 §5.1: what a token endpoint answers. */
const TokenAnswerSchema = v.object({
  access_token: v.pipe(v.string(), v.nonEmpty()),
  expires_in: v.pipe(v.number(), v.minValue(1)),
  token_type: v.optional(v.string()),
});

const CachedTokenSchema = v.object({ accessToken: v.string(), expiresAt: v.number() });
type CachedToken = v.InferOutput<typeof CachedTokenSchema>;

const TOKEN_CALL = "identity provider token";

/** A token with less than this left is renewed before use, so no call starts with a dying token. */
export const RENEW_BEFORE_MS = 60_000;

/** KV refuses an expirationTtl under 60 seconds. */
const MIN_KV_TTL_SECONDS = 60;

export type ClientCredentials = { clientId: string; clientSecret: string; scope?: string };

/**
 * Access tokens from the identity provider by the client-credentials grant (RFC 6749 §4.4), kept in
 * a token cache in KV ("identity-provider authentication with a token-cache
 * service") so that isolates and scheduled runs share one token, and renewed shortly before expiry.
 * `auth()` gives the request helper token auth whose 401 refresh fetches a new token.
 *
 * @example await request(api, { method: "GET", path: "site/:siteId/article", params, auth: await tokens.auth() })
 */
export class IdentityTokens {
  constructor(
    private readonly ns: KVNamespace,
    /** The token endpoint: its full URL as baseUrl. */
    private readonly endpoint: UpstreamConfig,
    private readonly credentials: ClientCredentials,
    private readonly now: () => number = Date.now,
  ) {}

  /** The token this instance is using or getting: one request to the provider for parallel calls. */
  private current: Promise<string> | undefined;
  /** The token whose 401 started the current renewal. */
  private renewedFrom: string | undefined;

  /** A token with at least RENEW_BEFORE_MS left: from the cache, else a new one. */
  token(): Promise<string> {
    if (!this.current) {
      const pending = this.cachedOrNew();
      // A failed attempt must not stick: the next call asks again.
      pending.catch(() => this.current === pending && (this.current = undefined));
      this.current = pending;
    }
    return this.current;
  }

  private async cachedOrNew(): Promise<string> {
    const cached = v.safeParse(CachedTokenSchema, await this.ns.get(kvKeys.identityToken(), "json"));
    if (cached.success && cached.output.expiresAt - this.now() > RENEW_BEFORE_MS) return cached.output.accessToken;
    return this.fetchToken();
  }

  /**
   * A new token in place of `rejected`, which an API answered 401. Parallel calls refused the same
   * token share one renewal.
   */
  renew(rejected: string): Promise<string> {
    if (!this.current || this.renewedFrom !== rejected) {
      this.renewedFrom = rejected;
      this.current = this.fetchToken();
    }
    return this.current;
  }

  /** Asks the identity provider for a new token and caches it until it expires. */
  private async fetchToken(): Promise<string> {
    const form: Record<string, string> = {
      grant_type: "client_credentials",
      client_id: this.credentials.clientId,
      client_secret: this.credentials.clientSecret,
    };
    if (this.credentials.scope) form.scope = this.credentials.scope;
    const response = await request(this.endpoint, { method: "POST", path: "", form }).catch((error: unknown) => {
      // The endpoint is the whole base URL, so the error would name no path: name the call instead.
      throw error instanceof UpstreamError ? new UpstreamError(error.status, TOKEN_CALL, error.body) : error;
    });
    const answer = await parseAnswer(TokenAnswerSchema, response, TOKEN_CALL);
    const token: CachedToken = { accessToken: answer.access_token, expiresAt: this.now() + answer.expires_in * 1000 };
    const ttl = Math.max(MIN_KV_TTL_SECONDS, Math.floor(answer.expires_in));
    await this.ns.put(kvKeys.identityToken(), JSON.stringify(token), { expirationTtl: ttl });
    return token.accessToken;
  }

  /** Bearer auth for the request helper: a 401 renews the token once, then the call is retried. */
  async auth(): Promise<Extract<Auth, { kind: "token" }>> {
    let token = await this.token();
    return {
      kind: "token",
      apply: (headers) => headers.set("Authorization", `Bearer ${token}`),
      refresh: async () => {
        token = await this.renew(token);
        return true;
      },
    };
  }
}
