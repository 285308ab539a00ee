// Writes the generated content as ordinary content files: one production per file in a folder per
// part of the year, and one events file per part. The generator owns these folders and files and
// writes them whole; the hand-written content next to them is never touched.
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

export const PRODUCTION_DIRS = { festival: "nff-2025", buff: "buff-2025", cinema: "havvik-kino-2025" };
export const EVENT_FILES = { festival: "nff-2025-program.json", buff: "buff-2025-program.json", cinema: "havvik-kino-2025-program.json" };

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

export async function writeContent(root, { productionsByKind, eventsByKind }) {
  for (const [kind, dir] of Object.entries(PRODUCTION_DIRS)) {
    const folder = join(root, "productions", dir);
    await mkdir(folder, { recursive: true });
    for (const old of await readdir(folder)) if (old.endsWith(".json")) await rm(join(folder, old));
    for (const { slug, doc } of productionsByKind[kind] ?? []) await writeFile(join(folder, `${slug}.json`), json(doc));
  }
  for (const [kind, file] of Object.entries(EVENT_FILES)) await writeFile(join(root, "events", file), json(eventsByKind[kind] ?? []));
}
