// What the tests need from Debian (Chromium, Java) is installed the way the machine installs
// everything else, never a copy a tool downloads itself. CI runs as root on a fresh Debian machine,
// so there we install it; anywhere else the caller says how.
import { execFileSync } from "node:child_process";

/** Whether this process may install packages (CI runs as root). */
export function runsAsRoot() {
  return process.getuid?.() === 0;
}

/** `apt-get update`, then `apt-get install -y <name>`, without questions. */
export function aptGetInstall(name) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // Wait for another apt/dpkg run instead of failing on its lock.
  const lock = ["-o", "DPkg::Lock::Timeout=300"];
  execFileSync("apt-get", [...lock, "update", "-q"], { stdio: "inherit", env });
  execFileSync("apt-get", [...lock, "install", "-y", "-q", name], { stdio: "inherit", env });
}
