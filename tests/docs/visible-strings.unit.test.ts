import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every sentence a visitor reads comes from a dictionary (src/i18n/, src/client/i18n/), in
 * Norwegian and English: this finds text written straight into the code that renders pages and
 * answers requests. What counts as visible: JSX text, the accessible names and hints of JSX
 * attributes, and string literals that read as prose (two words or more, with a Norwegian letter
 * or a capital and a full stop). Not visible, and so not looked at: imports, log lines, errors
 * thrown for the logs, header values and class names. docs/decisions/042 shows it failing.
 */
const ROOTS = ["src/routes", "src/render", "src/middleware", "src/votes", "src/plan", "src/client/ui", "src/client/islands", "src/client/film"];
/** Operators' and editors' answers, in English on purpose: the admin API and the content checks. */
const NOT_A_VISITORS = [/^src\/routes\/admin/];
const ATTRIBUTES_READ = new Set(["aria-label", "title", "alt", "placeholder", "aria-description", "label"]);
const PROSE = /(?=.*[æøåÆØÅ]|^[A-ZÆØÅ].*[.!?]$)[A-Za-zÆØÅæøå]{2,}[,.:!?»«]? [A-Za-zÆØÅæøå]{2,}/;
const NOT_SHOWN = /^(console\.\w+|log\w*|\w+\.log\w*|describeFailure)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Whether the node sits where nothing reaches a visitor: an import, a log line, a thrown error, a class name. */
function hidden(node: ts.Node, file: ts.SourceFile): boolean {
  for (let up = node.parent; up; up = up.parent) {
    if (ts.isImportDeclaration(up) || ts.isExportDeclaration(up)) return true;
    if (ts.isCallExpression(up) && NOT_SHOWN.test(up.expression.getText(file))) return true;
    if (ts.isNewExpression(up) && /Error$/.test(up.expression.getText(file))) return true;
    if (ts.isJsxAttribute(up)) return !ATTRIBUTES_READ.has(up.name.getText(file));
  }
  return false;
}

/** `file:line: text` for each visible literal of one source file. */
function visibleLiterals(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true, path.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isJsxText(node)) text = /[A-Za-zÆØÅæøå]{2,}/.test(node.text) ? node.text.trim() : undefined;
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = PROSE.test(node.text) ? node.text : undefined;
    else if (ts.isTemplateExpression(node)) {
      const whole = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("x");
      text = PROSE.test(whole) ? whole : undefined;
    }
    const inAttribute = node.parent !== undefined && ts.isJsxAttribute(node.parent) && ATTRIBUTES_READ.has(node.parent.name.getText(file));
    if (text === undefined && inAttribute && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /[A-Za-zÆØÅæøå]{2,}/.test(node.text))
      text = node.text;
    if (text !== undefined && !hidden(node, file)) found.push(`${path}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${text}`);
    if (text === undefined) ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("what a visitor reads", () => {
  it("comes from the dictionaries, never a literal in the code that renders or answers", () => {
    const files = ROOTS.flatMap(filesUnder).filter((path) => !NOT_A_VISITORS.some((rule) => rule.test(path)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(visibleLiterals)).toEqual([]);
  });
});
