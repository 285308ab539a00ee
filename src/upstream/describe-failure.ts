import { UpstreamError } from "./upstream-error";

/**
 * An error as one log line, with the problems of an answer that did not parse
 * (content-apis/parse-answer.ts puts them in the UpstreamError's body).
 *
 * @example describeFailure(new UpstreamError("bad-response", "sites", ["data.0.id: Invalid type"])) // "upstream sites failed: bad-response: data.0.id: Invalid type"
 */
export function describeFailure(error: unknown): string {
  if (error instanceof UpstreamError && Array.isArray(error.body) && error.body.every((p) => typeof p === "string")) {
    return `${error.message}: ${error.body.join("; ")}`;
  }
  return error instanceof Error ? error.message : String(error);
}
