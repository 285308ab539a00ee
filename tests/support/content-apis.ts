import { env } from "cloudflare:workers";
import { CONTENT_API_CREDENTIALS as C } from "../fixtures/upstream-apis/content-apis";
import type { upstreamScenario } from "./upstream-apis";

/**
 * The site's bindings with CONTENT_SOURCE=apis pointed at one scenario of the fake content APIs,
 * secrets included: hand it to `appConfig`, or to the worker's `fetch` and `scheduled`.
 *
 * @example const apiEnv = contentApiEnv(upstreamScenario()); await worker.scheduled(controller, apiEnv, ctx)
 */
export function contentApiEnv(upstream: ReturnType<typeof upstreamScenario>, overrides: Record<string, string> = {}): Env {
  return {
    ...env,
    CONTENT_SOURCE: "apis",
    CONTENT_SITE_ID: C.siteId,
    IDENTITY_TOKEN_URL: upstream.identityTokenUrl,
    IDENTITY_CLIENT_ID: C.clientId,
    IDENTITY_CLIENT_SECRET: C.clientSecret,
    MANAGEMENT_API_URL: upstream.managementApiUrl,
    PLATFORM_API_URL: upstream.platformApiUrl,
    PLATFORM_API_USER: C.platformUser,
    PLATFORM_API_PASSWORD: C.platformPassword,
    ...overrides,
  } as Env;
}
