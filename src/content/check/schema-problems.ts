import * as v from "valibot";
import { type ContentProblem, jsonPath, type Located } from "./located";

/** A valibot issue in words an editor can act on; custom messages are already such words. */
function issueReason(issue: v.BaseIssue<unknown>): string {
  if (!issue.message.startsWith("Invalid ")) return issue.message;
  if (issue.received === "undefined") return "is missing";
  switch (issue.type) {
    case "non_empty":
      return "is empty";
    case "picklist":
    case "literal":
    case "union":
    case "variant":
      return `must be ${(issue.expected ?? "another value").replace(/^\((.*)\)$/, "$1")}, not ${issue.received}`;
    case "string":
    case "number":
    case "boolean":
    case "object":
    case "array":
      return `must be ${issue.type === "array" || issue.type === "object" ? "an" : "a"} ${issue.type}, not ${issue.received}`;
    default:
      return issue.message;
  }
}

function keysOf(issue: v.BaseIssue<unknown>): (string | number)[] {
  return (issue.path ?? []).map((item) => (typeof item.key === "number" || typeof item.key === "string" ? item.key : String(item.key)));
}

/**
 * Parses each document with its schema. Answers the documents that parse (with their location,
 * for the checks across documents) and one problem per issue of those that do not.
 *
 * @example parseEach(files.articles, ArticleSchema)
 */
export function parseEach<T>(docs: Located<unknown>[], schema: v.GenericSchema<unknown, T>): { parsed: Located<T>[]; problems: ContentProblem[] } {
  const parsed: Located<T>[] = [];
  const problems: ContentProblem[] = [];
  for (const doc of docs) {
    const result = v.safeParse(schema, doc.value);
    if (result.success) parsed.push({ ...doc, value: result.output });
    else for (const issue of result.issues) problems.push({ file: doc.file, path: jsonPath(doc.at, keysOf(issue)), reason: issueReason(issue) });
  }
  return { parsed, problems };
}
