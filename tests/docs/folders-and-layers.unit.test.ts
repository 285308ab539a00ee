import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import architecture from "../../docs/architecture.md?raw";

const root = new URL("../../", import.meta.url);

/** The import rules' one list of layers (`LAYERS` in .dependency-cruiser.cjs), read as written there. */
function ruleLayers(): { name: string; folders: string[] }[] {
  const source = readFileSync(new URL(".dependency-cruiser.cjs", root), "utf8");
  const list = source.split("const LAYERS = [")[1]?.split("\n];")[0] ?? "";
  return [...list.matchAll(/\{ name: "([^"]+)", folders: \[([^\]]*)\] \}/g)].map(([, name = "", folders = ""]) => ({
    name,
    folders: [...folders.matchAll(/"([^"]+)"/g)].map(([, folder]) => folder ?? ""),
  }));
}

/** A section's table of docs/architecture.md, as rows of cells. */
function table(heading: string): string[][] {
  const section = architecture.split(`\n## ${heading}\n`)[1]?.split("\n## ")[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| ---"))
    .slice(1)
    .map((line) => line.split(" | ").map((cell) => cell.replace(/^\| |\|$/g, "").trim()));
}

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map(([, text]) => text ?? "");

describe("docs/architecture.md, held to the folders and the import rules", () => {
  it("has a row in 'Folders' for every folder of src/, and names no folder or file that is not there", () => {
    const named = table("Folders").flatMap(([first = ""]) => backticked(first));
    const srcFolders = readdirSync(new URL("src/", root), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/${entry.name}/`);
    expect(srcFolders.filter((folder) => !named.includes(folder))).toEqual([]);
    expect(named.filter((path) => !existsSync(new URL(path, root)))).toEqual([]);
  });

  it("shows in 'Layers' the import rules' layers, each with its folders, in their order", () => {
    const rows = table("Layers").filter(([number]) => /^\d+$/.test(number ?? ""));
    const shown = rows.map(([, name = "", folders = ""]) => ({ name, folders: backticked(folders).filter((folder) => !folder.includes(".")) }));
    const layers = ruleLayers();
    expect(layers.length).toBeGreaterThan(10);
    expect(shown).toEqual(layers);
  });
});
