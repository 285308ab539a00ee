// A file's text, imported with `?raw` (vite reads it when it bundles the test).
declare module "*?raw" {
  const text: string;
  export default text;
}
