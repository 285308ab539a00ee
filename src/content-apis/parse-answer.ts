import * as v from "valibot";
import { UpstreamError } from "../upstream/upstream-error";

/**
 * An API answer parsed with a content schema. One that is not JSON, or does not match, is an
 * UpstreamError "bad-response" whose body lists each problem with its path, so the log says what
 * to fix in the management system (e.g. `data.3.title: Invalid length`).
 *
 * @example const { data } = await parseAnswer(ArticleListSchema, response, "site/:siteId/article")
 */
export async function parseAnswer<T>(schema: v.GenericSchema<unknown, T>, response: Response, path: string): Promise<T> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new UpstreamError("bad-response", path, ["the answer is not JSON"]);
  }
  const parsed = v.safeParse(schema, json);
  if (parsed.success) return parsed.output;
  const problems = parsed.issues.map((i) => `${v.getDotPath(i) ?? "(answer)"}: ${i.message}`);
  throw new UpstreamError("bad-response", path, problems);
}
