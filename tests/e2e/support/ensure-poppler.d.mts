// Types for ensure-poppler.mjs (plain JS so that Node runs it without a TypeScript step).
export declare const PDFTOPPM_PATH: string;
export declare function ensurePoppler(): string;
