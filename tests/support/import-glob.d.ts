// Vite's `import.meta.glob` (vite reads the files when it bundles the test), in the one form the
// tests use: every matching file's text, at once.
interface ImportMeta {
  glob(patterns: string | string[], options: { query: "?raw"; import: "default"; eager: true }): Record<string, string>;
}
