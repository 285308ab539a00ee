// Before a soak: one request of every kind in the mix and every article, each answering as the
// mix expects, so that a renamed page or a changed route stops the run at once instead of
// showing up as thousands of errors. It also fills the edge cache, as visitors would have.

/**
 * @param {string} baseUrl
 * @param {(import("./mixed-load.mjs").MixEntry & { expected?: number[] })[]} mix
 * @param {string[]} articles every article's address
 */
export async function soakPreflight(baseUrl, mix, articles) {
  const checks = [
    ...mix.map((entry) => ({ kind: entry.kind, spec: entry.next(), expected: entry.expected ?? [] })),
    ...articles.map((path) => ({ kind: "articles", spec: { path }, expected: [] })),
  ];
  const wrong = [];
  for (const { kind, spec, expected } of checks) {
    const res = await fetch(new URL(spec.path, baseUrl), {
      method: spec.method ?? "GET",
      headers: spec.headers,
      body: spec.body,
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
    if (!res.ok && !expected.includes(res.status)) wrong.push(`${kind}: ${spec.method ?? "GET"} ${spec.path} answered ${res.status}`);
  }
  if (wrong.length) throw new Error(`The site does not answer the soak's requests as expected:\n${wrong.join("\n")}`);
  console.log(`Preflight: ${checks.length} requests, each as expected.`);
}
