/**
 * A Cache API that holds nothing: no request matches and a copy put in it is dropped. The bench
 * entry gives it to the page cache for `edge=bypass-cache-only` (bench-worker.ts): every page is
 * then looked up as in a data centre whose Cache API has not got it yet, answered from the HTML in
 * KV or rendered and kept there, and the copy for this data centre goes nowhere, so the next
 * request measures the same path (docs/decisions/022, 029).
 */
export const emptyCache: Cache = {
  match: async () => undefined,
  put: async (_request, response) => {
    // Read by nobody: a tee's other branch must not wait on it.
    await response.body?.cancel();
  },
  delete: async () => false,
};
