import type { BenchModes } from "./bench-request";
import { coldKv } from "./cold-kv";

const composed = new WeakMap<Env, Map<string, Env>>();

/**
 * The bindings the bench entry gives the site for a request of `modes`: the worker's own, with
 * - `EDGE_HTML_CACHE` "off" for `edge=bypass`, the setting that renders every page and every
 *   events API answer and keeps none (config/env.ts);
 * - `PAGES` cold for `kv=cold` (cold-kv.ts).
 * One object per combination, kept: the site parses its configuration again only when it is given
 * other bindings than the last (config/env.ts), so a bench row pays for it once.
 *
 * @example benchEnv(env, { edge: "bypass", kv: "warm", render: "head-first" }).EDGE_HTML_CACHE // "off"
 */
export function benchEnv(env: Env, modes: BenchModes): Env {
  const cachesOff = modes.edge === "bypass";
  const cold = modes.kv === "cold";
  if (!cachesOff && !cold) return env;
  let ofEnv = composed.get(env);
  if (!ofEnv) {
    ofEnv = new Map();
    composed.set(env, ofEnv);
  }
  const name = `${cachesOff ? "off" : "on"},${cold ? "cold" : "warm"}`;
  let bindings = ofEnv.get(name);
  if (!bindings) {
    bindings = { ...env };
    if (cachesOff) bindings.EDGE_HTML_CACHE = "off";
    if (cold) bindings.PAGES = coldKv(env.PAGES);
    ofEnv.set(name, bindings);
  }
  return bindings;
}
