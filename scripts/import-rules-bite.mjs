// Proves the import rules (.dependency-cruiser.cjs) fail on the upward imports src/ used to have
// (docs/decisions/035): each case below is one of them, written into a scratch tree that mirrors src/, and
// the check must report it under the rule named. Run by `npm run deps:check` after the real check,
// so a rule that stops biting fails the run as surely as a new upward import does.
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "..");

/** [importing file, its import, the module imported, the rule that must report it]. */
const CASES = [
  ["src/edge/cached-page.ts", "import { matchesIfNoneMatch } from '../routes/html-cache';", "src/routes/html-cache.ts", "layer-edge"],
  ["src/edge/deploy.ts", "import { buildTag } from '../routes/client-assets';", "src/routes/client-assets.ts", "layer-edge"],
  ["src/edge/prerender.ts", "import { goesToHttps } from '../middleware/https-only';", "src/middleware/https-only.ts", "layer-edge"],
  ["src/render/Header.tsx", "import { SUGGEST_PATH } from '../routes/search-suggest-path';", "src/routes/search-suggest-path.ts", "layer-render"],
  ["src/search/documents.ts", "import { productionPath } from '../render/site-paths';", "src/render/site-paths.ts", "layer-search"],
  ["src/calendar/screening-event.ts", "import { dictionary } from '../render/i18n/dictionary';", "src/render/i18n/dictionary.ts", "layer-calendar"],
  ["src/push/push-routes.ts", "import { sameOrigin } from '../routes/account/guards';", "src/routes/account/guards.ts", "layer-push"],
  ["src/content/site.ts", "import { WalkingEntrySchema } from '../plan/walking-minutes';", "src/plan/walking-minutes.ts", "layer-content"],
  ["src/config/app-env.ts", "import type { Dispatch } from '../edge/dispatch';", "src/edge/dispatch.ts", "layer-config"],
  ["src/shared/island-markers.ts", "import type { SearchKind } from '../search/search-kind';", "src/search/search-kind.ts", "layer-shared"],
  ["src/client/format.ts", "import { osloWallClock } from '../calendar/oslo-time';", "src/calendar/oslo-time.ts", "browser-imports-only-shared"],
  ["src/newfolder/thing.ts", "import { TIME_ZONE } from '../shared/time-zone';", "src/shared/time-zone.ts", "folder-without-a-layer"],
  // A type-only circle, as island-loaders.ts and the islands had (reported once, from either end).
  ["src/client/islands/profile.tsx", "import type { HydrateOptions } from '../island-loaders';", "src/client/island-loaders.ts", "no-circular"],
];

const scratch = mkdtempSync(join(tmpdir(), "import-rules-"));
try {
  const write = (file, text) => {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    writeFileSync(join(scratch, file), text, { flag: "a" });
  };
  for (const [from, line, to] of CASES) {
    write(from, `${line}\nexport const here = 1;\n`);
    write(to, "export const there = 1;\n");
  }
  // The loader's side of the circle: it loads the island.
  write("src/client/island-loaders.ts", "export const load = () => import('./islands/profile');\nexport type HydrateOptions = { activated: boolean };\n");
  write("tsconfig.json", JSON.stringify({ compilerOptions: { module: "ESNext", moduleResolution: "Bundler", jsx: "react-jsx" } }));

  const cruise = join(ROOT, "node_modules", ".bin", "depcruise");
  let output;
  try {
    output = execFileSync(cruise, ["src", "--config", join(ROOT, ".dependency-cruiser.cjs"), "--output-type", "json"], { cwd: scratch, encoding: "utf8" });
  } catch (error) {
    // Violations make the cruise exit non-zero; the JSON is still on stdout.
    output = error.stdout;
  }
  const violations = JSON.parse(output).summary.violations;
  const missed = CASES.filter(([from, , , rule]) => !violations.some((v) => v.rule.name === rule && (v.from === from || v.to === from)));
  if (missed.length > 0) {
    for (const [from, line, , rule] of missed) console.error(`not reported by ${rule}: ${from}: ${line}`);
    process.exit(1);
  }
  console.log(`import rules bite: ${CASES.length} upward imports of the past each fail the check`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
