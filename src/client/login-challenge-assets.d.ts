/**
 * The login challenge widget's proof-of-work worker and stylesheet (/build/…-HASH.js, .css),
 * written into the bundle by the build (esbuild's `define` in scripts/build-client.mjs), which
 * makes them before the scripts.
 */
declare const LOGIN_CHALLENGE_WORKER: string;
declare const LOGIN_CHALLENGE_STYLESHEET: string;
