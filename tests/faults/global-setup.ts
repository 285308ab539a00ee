import type { TestProject } from "vitest/node";
import { deadPort, startUpstreamStub } from "./stub/upstream-stub";

declare module "vitest" {
  export interface ProvidedContext {
    /** The upstream stub's origin, `http://127.0.0.1:<port>`. */
    stubOrigin: string;
    /** An origin nothing listens on. */
    deadOrigin: string;
  }
}

/** Starts the upstream stub for the whole run and hands its address to the tests (inject). */
export default async function setup(project: TestProject) {
  const stub = await startUpstreamStub();
  project.provide("stubOrigin", stub.origin);
  project.provide("deadOrigin", `http://127.0.0.1:${await deadPort()}`);
  return () => stub.close();
}
