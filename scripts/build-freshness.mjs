// Whether the last build still stands: `wrangler dev` runs the build on every start (its [build]
// command), and the browser tests start the site a dozen times after the run's own build, some of
// them while other test stages read its output. A build nothing has changed since is skipped
// (docs/decisions/042).
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** What the build reads: the code (the client imports across src/), content, pictures, the tools. */
const INPUTS = ["src", "content", "scripts", "public/images", "package-lock.json"];
/** The demo pictures the build draws into its own input folder: held to the time the build left them. */
const DRAWN = "public/images/art";
/** What a finished build leaves behind; a missing one means build again. */
const OUTPUTS = ["build/content.json", "build/client-manifest.json", "build/image-manifest.json", "build/service-worker.json", "public/_headers"];
/** Written last by a build that finished: its mode and the times above. */
const STAMP = "build/.stamp.json";

/** The newest modification time under a path, folders included (a deleted file changes its folder's); 0 when missing. */
async function newest(path, skip) {
  let info;
  try {
    info = await stat(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of await readdir(path)) {
    const child = join(path, entry);
    if (child !== skip) latest = Math.max(latest, await newest(child, skip));
  }
  return latest;
}

/** The newest change to what the build reads, the drawn pictures apart: taken before a build begins. */
export async function inputsChangedAt(root = ".") {
  const times = await Promise.all(INPUTS.map((input) => newest(join(root, input), join(root, DRAWN))));
  return Math.max(...times);
}

/** True when every output is there and nothing the build reads changed since the stamp of a build in this mode. */
export async function buildIsFresh(mode, root = ".") {
  let stamp;
  try {
    stamp = JSON.parse(await readFile(join(root, STAMP), "utf8"));
  } catch {
    return false;
  }
  if (stamp?.mode !== mode || typeof stamp.inputsAt !== "number" || typeof stamp.drawnAt !== "number") return false;
  for (const output of OUTPUTS) {
    if ((await newest(join(root, output))) === 0) return false;
  }
  return (await inputsChangedAt(root)) <= stamp.inputsAt && (await newest(join(root, DRAWN))) <= stamp.drawnAt;
}

/** Records a finished build: its mode, the input time taken before it began and the pictures as it left them. */
export async function stampBuild(mode, inputsAt, root = ".") {
  const drawnAt = await newest(join(root, DRAWN));
  await writeFile(join(root, STAMP), JSON.stringify({ mode, inputsAt, drawnAt }));
}
