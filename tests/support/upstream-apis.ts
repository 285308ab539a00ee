import type { Call, Fault } from "../fixtures/upstream-apis/scenarios";

export type { Call };

/**
 * A scenario on the fake upstream APIs (tests/fixtures/upstream-apis/): its own base URLs, faults
 * and call log, so tests never see each other's calls. The site reaches the fakes through its
 * ordinary outbound fetch (vitest.runtime.config.ts routes it there).
 *
 * @example const upstream = upstreamScenario(); await upstream.fault({ api: "runtime", status: 500 });
 */
export function upstreamScenario(name: string = crypto.randomUUID()) {
  const control = async (action: string, init?: RequestInit) => {
    const response = await fetch(`https://control.upstream.test/${name}/${action}`, init);
    if (!response.ok) throw new Error(`upstream control ${action}: ${response.status}`);
    return response;
  };
  return {
    name,
    /** RUNTIME_API_URL for the site: the runtime data API of this scenario. */
    runtimeApiUrl: `https://runtime.upstream.test/${name}/`,
    /** IDENTITY_TOKEN_URL, MANAGEMENT_API_URL and PLATFORM_API_URL: the content APIs of this scenario. */
    identityTokenUrl: `https://identity.upstream.test/${name}/token`,
    managementApiUrl: `https://management.upstream.test/${name}/`,
    platformApiUrl: `https://platform.upstream.test/${name}/`,
    /** Fails or stalls the next `times` (default 1) calls of an API. */
    fault: (fault: Omit<Fault, "times"> & { times?: number }) =>
      control("faults", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(fault) }),
    /** The calls an API received in this scenario, oldest first. */
    calls: async (api: string): Promise<Call[]> => ((await (await control("calls")).json()) as Call[]).filter((c) => c.api === api),
  };
}
