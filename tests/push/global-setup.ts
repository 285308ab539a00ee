import type { TestProject } from "vitest/node";
import { startPushServiceStub } from "./stub/push-service-stub";

declare module "vitest" {
  export interface ProvidedContext {
    /** The push service stub's own address, `http://127.0.0.1:<port>`, for its /__ calls. */
    pushStubOrigin: string;
  }
}

/**
 * Starts the push service stub for the run. Its address is handed to the tests (inject) and to
 * the outbound service in vitest.config.ts (PUSH_STUB_ORIGIN), which carries the site's requests
 * for https://push.stub.test to it.
 */
export default async function setup(project: TestProject) {
  const stub = await startPushServiceStub();
  process.env.PUSH_STUB_ORIGIN = stub.origin;
  project.provide("pushStubOrigin", stub.origin);
  return () => stub.close();
}
