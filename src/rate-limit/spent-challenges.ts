/**
 * Which solved login challenges have been used (docs/decisions/041): a solved challenge lets one
 * login past the site's ceiling, once. Kept in the rate limiter's Durable Objects, one of sixteen
 * chosen by the challenge's signature (strongly consistent, where KV would let a replay through
 * for up to a minute), each entry until the challenge expires.
 */
type Storage = DurableObjectStorage;

/** The object that keeps a challenge's use: by the first hex digit of its signature. */
export const spentChallengesKey = (signature: string): string => `login:challenge:${signature.slice(0, 1)}`;

/**
 * Marks the challenge used; true the first time, false when it was used before. The object's
 * alarm, at the latest expiry it holds, clears it (the rate limiter's alarm deletes everything).
 */
export async function spendOnce(storage: Storage, signature: string, expiresAtMs: number): Promise<boolean> {
  const key = `spent:${signature}`;
  if ((await storage.get(key)) !== undefined) return false;
  await storage.put(key, expiresAtMs);
  const alarm = await storage.getAlarm();
  if (alarm === null || alarm < expiresAtMs) await storage.setAlarm(expiresAtMs);
  return true;
}
