// Types for apt-get.mjs (plain JS so that Node runs it without a TypeScript step).
export declare function runsAsRoot(): boolean;
export declare function aptGetInstall(name: string): void;
