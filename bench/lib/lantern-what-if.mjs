// What Lighthouse's simulated LCP would be without some of what it counts (decision 052): Lantern's
// two LCP graphs of one run, cut and simulated again on the same simulator, so a lever's worth is
// read without the scatter of a second run. A node cut from a graph hands its dependencies to its
// dependents (a task that waited for the stylesheet then waits for what the stylesheet waited for).
import { LoadSimulator } from "lighthouse/core/computed/load-simulator.js";

/** One Lantern estimate of a graph, as Lantern makes it for LCP: the last node to end, low-priority pictures aside. */
function estimate(simulator, graph) {
  const { nodeTimings } = simulator.simulate(graph, { label: "what-if" });
  let end = 0;
  for (const [node, timing] of nodeTimings) {
    const lowPicture = node.type === "network" && node.request.resourceType === "Image" && ["Low", "VeryLow"].includes(node.request.priority);
    if (!lowPicture) end = Math.max(end, timing.endTime);
  }
  return end;
}

/** `graph` without the nodes `cut` picks (never the document), its order kept through the cut nodes. */
function without(graph, cut) {
  const copy = graph.cloneWithRelationships();
  const doomed = [];
  copy.traverse((node) => {
    if (!node.isMainDocument() && cut(node)) doomed.push(node);
  });
  for (const node of doomed) {
    const before = [...node.getDependencies()];
    for (const after of [...node.getDependents()]) {
      after.removeDependency(node);
      for (const parent of before) if (!after.isDependentOn(parent) && parent !== after) after.addDependency(parent);
    }
    node.removeAllDependencies();
  }
  return copy;
}

const isRequest = (type) => (node) => node.type === "network" && node.request.resourceType === type;

/** The levers measured: each a cut of both graphs, or the document's bytes capped at one round trip's window. */
export const LEVERS = {
  "no stylesheet": isRequest("Stylesheet"),
  "no script": isRequest("Script"),
  "no typeface": isRequest("Font"),
  "no sprite, manifest, icon": (n) => n.type === "network" && ["Other", "Manifest"].includes(n.request.resourceType),
  "no data URI": (n) => n.type === "network" && n.request.url.startsWith("data:"),
  "no request but the LCP picture": (n, lcpUrl) => n.type === "network" && n.request.url !== lcpUrl,
  "only the first layout and paint": (n) => n.type === "cpu",
};

/** The document's bytes within TCP's first window (10 × 1,460 B): what one round trip brings. */
const FIRST_WINDOW = 14_600;

/**
 * LCP as Lantern would put it for each lever (and with the document in one window), from one
 * run's artifacts and the LanternLargestContentfulPaint result of that run. The CPU lever keeps
 * the first ParseHTML, layout and paint tasks only, as the optimistic graph does anyway.
 */
export async function whatIf(data, context, result, lcpUrl) {
  const simulator = await LoadSimulator.request(data, context);
  const { optimisticGraph, pessimisticGraph } = result;
  const mean = (opt, pess) => Math.round((estimate(simulator, opt) + estimate(simulator, pess)) / 2);
  const out = { as: mean(optimisticGraph, pessimisticGraph) };
  for (const [name, cut] of Object.entries(LEVERS)) {
    if (name === "only the first layout and paint") {
      const keep = new Set();
      optimisticGraph.traverse((n) => n.type === "cpu" && keep.add(n.id));
      const cpuCut = (n) => n.type === "cpu" && !keep.has(n.id);
      out[name] = mean(optimisticGraph, without(pessimisticGraph, cpuCut));
      continue;
    }
    out[name] = mean(
      without(optimisticGraph, (n) => cut(n, lcpUrl)),
      without(pessimisticGraph, (n) => cut(n, lcpUrl)),
    );
  }
  // Every picture but the LCP's at low priority (`fetchpriority="low"`): out of the optimistic graph,
  // as Lantern builds it, and in the pessimistic one still on the line but no longer waited for.
  const otherPicture = (n) => n.type === "network" && n.request.resourceType === "Image" && n.request.url !== lcpUrl && !n.request.url.startsWith("data:");
  const lowered = [];
  pessimisticGraph.traverse((n) => otherPicture(n) && lowered.push([n.request, n.request.priority]));
  for (const [request] of lowered) request.priority = "Low";
  out["other pictures at low priority"] = mean(without(optimisticGraph, otherPicture), pessimisticGraph);
  for (const [request, priority] of lowered) request.priority = priority;
  let documentRequest;
  optimisticGraph.getRootNode().traverse((n) => {
    if (n.type === "network" && n.isMainDocument()) documentRequest = n.request;
  });
  const bytes = documentRequest.transferSize;
  documentRequest.transferSize = Math.min(bytes, FIRST_WINDOW - 1);
  out["document in one window"] = mean(optimisticGraph, pessimisticGraph);
  documentRequest.transferSize = bytes;
  return out;
}
