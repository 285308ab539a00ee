/**
 * The import rules of src/ (npm run deps:check; docs/architecture.md "Layers", docs/decisions/035). Folders form
 * layers, listed from the ground floor up: a folder may import from its own folder and from the
 * layers below it, never from its own layer's other folders or from above. Browser code
 * (src/client) imports only itself and src/shared. No circular imports, type-only ones included.
 *
 * LAYERS is the one list: the rules below are made from it, and docs/architecture.md "Layers" shows it as a table.
 * A new folder under src/ must be given a layer here before anything in it may import.
 */
const LAYERS = [
  { name: "ground", folders: ["shared"] },
  { name: "protocols", folders: ["http", "security", "upstream", "rate-limit"] },
  { name: "models", folders: ["content", "venue"] },
  { name: "words and look-ups", folders: ["i18n", "search", "session"] },
  { name: "storage", folders: ["kv"] },
  { name: "content services", folders: ["calendar", "content-apis"] },
  { name: "pages and plans", folders: ["render", "plan"] },
  { name: "push and votes", folders: ["push", "votes"] },
  { name: "configuration", folders: ["config"] },
  { name: "request sources", folders: ["events"] },
  { name: "edge caches", folders: ["edge"] },
  { name: "request chain", folders: ["middleware"] },
  { name: "routes", folders: ["routes"] },
  { name: "entries", folders: ["scheduled", "tools", "bench"] },
];

/** Browser code: its own tsconfig, bundles of its own; it shares only src/shared with the worker. */
const BROWSER = "client";

const serverFolders = LAYERS.flatMap((layer) => layer.folders);
const allFolders = [...serverFolders, BROWSER];
const anyOf = (folders) => `^src/(${folders.join("|")})/`;

/** One rule per folder: what it may not import (its layer's other folders, every layer above, the browser's code). */
const layerRules = LAYERS.flatMap((layer, index) =>
  layer.folders.map((folder) => {
    const allowed = new Set([folder, ...LAYERS.slice(0, index).flatMap((below) => below.folders)]);
    const forbidden = allFolders.filter((other) => !allowed.has(other));
    return {
      name: `layer-${folder}`,
      severity: "error",
      comment: `src/${folder} is in the "${layer.name}" layer: it may import only ${[...allowed].map((f) => `src/${f}`).join(", ")}.`,
      from: { path: `^src/${folder}/` },
      to: { path: anyOf(forbidden) },
    };
  }),
);

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: "browser-imports-only-shared",
      severity: "error",
      comment: "Browser code (src/client) may import only itself and src/shared: anything else would pull worker code into a page's script.",
      from: { path: "^src/client/" },
      to: { path: "^src/", pathNot: "^src/(client|shared)/" },
    },
    {
      name: "folder-without-a-layer",
      severity: "error",
      comment: "Every folder under src/ has a layer (LAYERS in .dependency-cruiser.cjs, docs/architecture.md, Layers): give this one its place first.",
      from: { path: "^src/[^/]+/", pathNot: anyOf(allFolders) },
      to: {},
    },
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules that import each other (type-only imports count): move what both need below both.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Type-only imports are dependencies too: a circle of types is still a circle to read.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
