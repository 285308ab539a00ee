// The print test (tests/e2e/print.test.ts) reads Chromium's PDFs with poppler's command-line tools
// (pdfinfo, pdftotext, pdftoppm), installed like Chromium: Debian's package, with apt-get as root.
//
// Also a CLI for .ci/run: `node tests/e2e/support/ensure-poppler.mjs`.
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { aptGetInstall, runsAsRoot } from "./apt-get.mjs";

export const PDFTOPPM_PATH = "/usr/bin/pdftoppm";

/** Makes sure poppler-utils is installed (pdftoppm, pdftotext, pdfinfo); installs it with apt-get when we are root. */
export function ensurePoppler() {
  if (existsSync(PDFTOPPM_PATH)) return PDFTOPPM_PATH;
  if (!runsAsRoot()) {
    throw new Error(
      `${PDFTOPPM_PATH} is missing. The print test reads PDFs with Debian's poppler-utils; install it with\n` +
        "  sudo apt-get update && sudo apt-get install -y poppler-utils",
    );
  }
  console.log(`[e2e] ${PDFTOPPM_PATH} is missing: installing Debian's poppler-utils with apt-get`);
  aptGetInstall("poppler-utils");
  if (!existsSync(PDFTOPPM_PATH)) throw new Error(`apt-get installed poppler-utils but ${PDFTOPPM_PATH} is still missing`);
  return PDFTOPPM_PATH;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) ensurePoppler();
