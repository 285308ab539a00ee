import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// test-results/ is gitignored: the PDFs and their pages are for people looking at a run.
const DIR = "test-results/print";

/** A printed PDF as poppler reads it: each sheet's size, text and picture. */
export type PdfPages = {
  /** The PDF's path under test-results/print. */
  file: string;
  /** "Page size" as pdfinfo says it, e.g. "595.92 x 842.88 pts (A4)". */
  size: string;
  /** Each sheet's text in the order it was drawn (`pdftotext -raw`), whitespace collapsed. */
  texts: string[];
  /** Each sheet as a PNG (`pdftoppm`), to look at. */
  pngs: string[];
};

/** Text with every run of whitespace one space: how a row's text and a sheet's are compared. */
export const collapsed = (text: string): string => text.replace(/\s+/g, " ").trim();

/**
 * Writes `pdf` under test-results/print/<label>.pdf and reads it with poppler-utils (Debian's,
 * installed like Chromium: support/ensure-poppler.mjs): its page size, each sheet's text and a PNG
 * per sheet (<label>-1.png …) at a resolution a person can read.
 */
export function readPdf(pdf: Buffer, label: string): PdfPages {
  mkdirSync(DIR, { recursive: true });
  const file = join(DIR, `${label}.pdf`);
  writeFileSync(file, pdf);
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
  const size = /^Page size:\s+(.+)$/m.exec(info)?.[1]?.trim() ?? "";
  const texts = Array.from({ length: pages }, (_, i) =>
    collapsed(execFileSync("pdftotext", ["-raw", "-f", `${i + 1}`, "-l", `${i + 1}`, file, "-"], { encoding: "utf8" })),
  );
  // A run before may have printed more sheets: its pictures would pass for this one's.
  for (const old of readdirSync(DIR).filter((name) => name.startsWith(`${label}-`) && name.endsWith(".png"))) rmSync(join(DIR, old));
  execFileSync("pdftoppm", ["-r", "60", "-png", file, join(DIR, label)]);
  const pngs = readdirSync(DIR)
    .filter((name) => new RegExp(`^${label}-\\d+\\.png$`).test(name))
    .sort((a, b) => Number(/(\d+)\.png$/.exec(a)?.[1]) - Number(/(\d+)\.png$/.exec(b)?.[1]))
    .map((name) => join(DIR, name));
  return { file, size, texts, pngs };
}
