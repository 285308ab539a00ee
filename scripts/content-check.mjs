// npm run content:check [-- <content folder | API export folder | bundle file>] [--site <siteId>]
// Checks content as the site reads it and prints each problem as `file: path: reason`; exits 1 when
// there is any. Warnings (`file: path: warning: reason`) are printed and do not fail it. Without a
// path it checks content/. See README "Editing and publishing content".
import { parseArgs } from "node:util";
import { printProblems, readContentFiles, startContentTools } from "./content-tools.mjs";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { site: { type: "string" } } });
const path = positionals[0] ?? "content";

const { files, problems, version } = await readContentFiles(path, { siteId: values.site });
const tools = await startContentTools();
let warnings = [];
try {
  const answer = await tools.check(files);
  problems.push(...answer.problems);
  warnings = answer.warnings;
} finally {
  await tools.dispose();
}
// Slips that do not stop a publish (two menu entries with one label): said first, whatever follows.
if (warnings.length > 0) {
  printProblems(warnings.map((w) => ({ ...w, reason: `warning: ${w.reason}` })));
  console.error(`${warnings.length} warning${warnings.length === 1 ? "" : "s"} in ${path}.\n`);
}
if (problems.length > 0) {
  printProblems(problems);
  console.error(`\n${problems.length} problem${problems.length === 1 ? "" : "s"} in ${path}.`);
  process.exit(1);
}
const count = (docs, what) => `${docs.length} ${what}`;
console.log(
  `${path} is fine: ${[count(files.pages, "pages"), count(files.articles, "articles"), count(files.productions, "productions"), count(files.events, "events")].join(", ")} (version ${version}).`,
);
