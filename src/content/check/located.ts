/**
 * A content document and where an editor finds it: the file, and the JSON path of the document
 * inside the file ("" for a file that is the document, `[3]` for the fourth of an array file,
 * `data[3]` in an API answer).
 */
export type Located<T> = { file: string; at: string; value: T };

/** One thing an editor has to fix: which file, where in it, and why. */
export type ContentProblem = { file: string; path: string; reason: string };

/** The content as files hold it, before parsing: what `content:check` reads. */
export type ContentFiles = {
  site: Located<unknown>;
  theme: Located<unknown>;
  redirects: Located<unknown>;
  pages: Located<unknown>[];
  articles: Located<unknown>[];
  productions: Located<unknown>[];
  events: Located<unknown>[];
};

/**
 * A JSON path below a document, as an editor reads it: `blocks[2].component`.
 *
 * @example jsonPath("[3]", ["blocks", 2, "component"]) // "[3].blocks[2].component"
 */
export function jsonPath(at: string, keys: readonly (string | number)[]): string {
  let path = at;
  for (const key of keys) path += typeof key === "number" ? `[${key}]` : path === "" ? key : `.${key}`;
  return path;
}

/**
 * A problem at a path below a located document.
 *
 * @example problemAt(theme, ["menu", 3, "path"], "menu link to a page that does not exist: /x")
 */
export function problemAt(doc: Located<unknown>, keys: readonly (string | number)[], reason: string): ContentProblem {
  return { file: doc.file, path: jsonPath(doc.at, keys), reason };
}
