// Types for ensure-chromium.mjs (plain JS so that Node runs it without a TypeScript step).
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare const HEADLESS_SHELL_PATH: string;
export declare function ensureChromium(): string;
export declare function ensureHeadlessShell(): string;
