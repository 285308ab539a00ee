import type { AppConfig } from "../config/env";
import { buildTag } from "../http/client-assets";

/**
 * The deploy and client build: cached HTML names hashed scripts and comes from this code. Both
 * page caches and the events cache (middleware/events-edge-cache.ts) key by it.
 */
export function deployOf(config: AppConfig): string {
  return `${config.CF_VERSION_METADATA?.id ?? "local"}.${buildTag}`;
}
