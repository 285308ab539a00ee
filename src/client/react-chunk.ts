/**
 * Not a script any page loads: an extra entry of the client build (scripts/build-client.mjs). With
 * React reachable from one more entry than the islands' shared code, esbuild puts React in a chunk
 * of its own, so the size of React and the size of our island code can be told apart (and cached
 * apart: React's chunk keeps its name while island code changes).
 */
import * as react from "react";
import * as reactDom from "react-dom";
import * as reactDomClient from "react-dom/client";
import * as jsxRuntime from "react/jsx-runtime";

export { jsxRuntime, react, reactDom, reactDomClient };
