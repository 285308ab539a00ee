/**
 * The security policy every answer of the site must carry, spelled out here rather than imported
 * from src/security, so a header dropped or loosened there fails the tests. Used by the in-runtime
 * tests (pages, errors, 304s, cache hits) and the browser tests (static files, which only the
 * platform serves). Answers the problems found, empty when the policy is whole.
 */
export function policyProblems(headers: Headers): string[] {
  const problems: string[] = [];
  const expectHeader = (name: string, ok: (value: string) => boolean, want: string) => {
    const value = headers.get(name);
    if (value === null || !ok(value)) problems.push(`${name}: ${value ?? "(missing)"}, want ${want}`);
  };
  expectHeader("x-content-type-options", (v) => v === "nosniff", "nosniff");
  expectHeader("referrer-policy", (v) => v === "strict-origin-when-cross-origin", "strict-origin-when-cross-origin");
  // Mozilla Observatory's A+ asks for at least six months.
  expectHeader(
    "strict-transport-security",
    (v) => Number(/max-age=(\d+)/.exec(v)?.[1] ?? 0) >= 15_768_000 && v.includes("includeSubDomains"),
    "max-age ≥ 6 months; includeSubDomains",
  );
  expectHeader("x-frame-options", (v) => v === "DENY", "DENY");
  expectHeader("cross-origin-opener-policy", (v) => v === "same-origin", "same-origin");
  expectHeader(
    "permissions-policy",
    (v) => ["camera=()", "microphone=()", "geolocation=()", "payment=()"].every((f) => v.includes(f)) && !v.includes("interest-cohort"),
    "camera, microphone, geolocation and payment off; no interest-cohort",
  );
  const csp = headers.get("content-security-policy");
  if (csp === null) return [...problems, "content-security-policy: (missing)"];
  const directives = new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name = "", ...sources]) => [name, sources]),
  );
  const sourcesOf = (name: string) => directives.get(name) ?? directives.get("default-src") ?? [];
  const anyHost = (sources: string[]) => sources.some((s) => s === "*" || s === "https:" || s === "http:");
  const defaultSrc = directives.get("default-src") ?? [];
  if (!(defaultSrc.length === 1 && (defaultSrc[0] === "'self'" || defaultSrc[0] === "'none'"))) problems.push(`default-src: ${defaultSrc.join(" ")}`);
  const scripts = sourcesOf("script-src");
  if (scripts.some((s) => s === "'unsafe-inline'" || s === "'unsafe-eval'") || anyHost(scripts)) problems.push(`script-src: ${scripts.join(" ")}`);
  if (defaultSrc[0] !== "'none'" && directives.get("object-src")?.join(" ") !== "'none'") problems.push("object-src is not 'none'");
  if (directives.get("frame-ancestors")?.join(" ") !== "'none'") problems.push("frame-ancestors is not 'none'");
  if (!directives.has("base-uri")) problems.push("base-uri missing");
  const forms = directives.get("form-action");
  if (!forms || anyHost(forms)) problems.push(`form-action: ${forms?.join(" ") ?? "(missing)"}`);
  const images = sourcesOf("img-src");
  if (anyHost(images)) problems.push(`img-src allows any host: ${images.join(" ")}`);
  return problems;
}
