/** Requests this isolate makes to render a page and keep it: never answered from a cache. */
const prerenders = new WeakSet<Request>();

/**
 * A request that renders a page and keeps it (in KV and this data centre's Cache API) without
 * looking either up first: a stale page's refresh, a pre-render at publish (edge/prerender.ts).
 * Pass it to the app itself (a Dispatch), not through the worker's fetch, which makes a new request.
 */
export function prerenderRequest(url: string): Request {
  const request = new Request(url);
  prerenders.add(request);
  return request;
}

/** Whether `request` came from `prerenderRequest`. */
export function isPrerender(request: Request): boolean {
  return prerenders.has(request);
}
