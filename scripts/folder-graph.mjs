// Prints the folder graph of src/ as text, one folder a line with the folders it imports: what
// `npm run deps:graph` shows. dependency-cruiser works it out (collapsed to folders), so it needs
// no Graphviz; the layers these imports must respect are in .dependency-cruiser.cjs.
import { execFileSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "..");
const json = execFileSync(
  join(ROOT, "node_modules", ".bin", "depcruise"),
  ["src", "--config", ".dependency-cruiser.cjs", "--include-only", "^src/", "--collapse", "^src/[^/]+/", "--output-type", "json"],
  { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
const name = (path) => path.replace(/^src\//, "").replace(/\/$/, "");
const lines = JSON.parse(json)
  .modules.filter((m) => m.source.startsWith("src/"))
  .map((m) => [name(m.source), [...new Set(m.dependencies.map((d) => name(d.resolved)))].filter((d) => d !== name(m.source)).sort()])
  .sort(([a], [b]) => a.localeCompare(b));
for (const [folder, imports] of lines) console.log(`${folder.padEnd(16)} → ${imports.join(", ") || "(nothing)"}`);
