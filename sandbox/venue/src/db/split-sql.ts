/**
 * Splits a migration file into single statements for `D1Database.batch`, which takes one statement
 * per prepared query. Semicolons inside '…' strings, "…" identifiers and comments do not split.
 * Enough for our migrations (tables, indexes, inserts); a CREATE TRIGGER with BEGIN … END; would
 * need more, and we have none.
 *
 * @example splitSql("CREATE TABLE a (x);\n-- note;\nINSERT INTO a VALUES ('1;2');") // two statements
 */
export function splitSql(text: string): string[] {
  const statements: string[] = [];
  let current = "";
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? "";
    const next = text[i + 1] ?? "";
    if (ch === "-" && next === "-") {
      // Line comment: skipped, up to (not including) the newline.
      const end = text.indexOf("\n", i);
      i = end === -1 ? text.length : end;
    } else if (ch === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (ch === "'" || ch === '"') {
      // Quoted: copy through the closing quote; a doubled quote is an escaped one and stays inside.
      let j = i + 1;
      while (j < text.length && !(text[j] === ch && text[j + 1] !== ch)) j += text[j] === ch ? 2 : 1;
      current += text.slice(i, j + 1);
      i = j + 1;
    } else if (ch === ";") {
      if (current.trim() !== "") statements.push(current.trim());
      current = "";
      i += 1;
    } else {
      current += ch;
      i += 1;
    }
  }
  if (current.trim() !== "") statements.push(current.trim());
  return statements;
}
