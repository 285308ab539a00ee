import { DurableObject } from "cloudflare:workers";
import { type Window, attemptIn, forgiven } from "./fixed-window";
import { spendOnce } from "./spent-challenges";

/**
 * One fixed window of attempts for one key (an IP, an e-mail, a device cookie, a network or a
 * shard of the whole site's logins: limits.ts), or the used login challenges of one shard
 * (spent-challenges.ts), in a Durable Object: one instance per key, so counting is
 * exact and never races (never KV for counters). An alarm clears the state when the window
 * ends, so idle keys keep no storage. The window's rule is fixed-window.ts; this is its storage.
 */
export class RateLimiter extends DurableObject {
  /**
   * Counts one attempt; answers whether it is allowed and, if not, the seconds left in the window
   * (what Retry-After says). A refused attempt is not counted.
   */
  async hit(limit: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const now = Date.now();
    const { allowed, retryAfterSeconds, window, fresh } = attemptIn(await this.ctx.storage.get<Window>("window"), now, limit, windowSeconds);
    if (fresh) await this.ctx.storage.setAlarm(now + windowSeconds * 1000);
    if (allowed) await this.ctx.storage.put("window", window);
    return { allowed, retryAfterSeconds };
  }

  /** Takes back one counted attempt (a login that succeeded is not a failure); nothing is ever reset. */
  async forgive(): Promise<void> {
    const window = forgiven(await this.ctx.storage.get<Window>("window"));
    if (window) await this.ctx.storage.put("window", window);
  }

  /**
   * Marks a solved login challenge used (an object named by spent-challenges.ts, which holds no
   * window); true the first time, false for a replay.
   */
  async spendChallenge(signature: string, expiresAtMs: number): Promise<boolean> {
    return spendOnce(this.ctx.storage, signature, expiresAtMs);
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
