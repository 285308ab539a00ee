import type { Filter } from "./page";

/** Reads a dot path (`production.parentSlug`, `contents.0.body`) from a document. */
export function readPath(doc: unknown, path: string): unknown {
  let value: unknown = doc;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Whether a document passes one source filter (property, value, operator).
 * `contains` matches an element of an array property or a substring of a string property.
 */
export function matchesFilter(doc: unknown, filter: Filter): boolean {
  const actual = readPath(doc, filter.property);
  const expected = filter.value;
  switch (filter.operator) {
    case "eq":
      return actual === expected;
    case "ne":
      return actual !== expected;
    case "in":
      return Array.isArray(expected) && expected.includes(String(actual));
    case "contains":
      if (Array.isArray(actual)) return actual.includes(expected);
      return typeof actual === "string" && typeof expected === "string" && actual.includes(expected);
    case "exists":
      return (actual !== undefined && actual !== null && actual !== "") === (expected !== false);
  }
}

export function matchesAll(doc: unknown, filters: readonly Filter[]): boolean {
  return filters.every((f) => matchesFilter(doc, f));
}
