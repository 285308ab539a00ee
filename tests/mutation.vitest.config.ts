import { defineConfig, mergeConfig } from "vitest/config";
import unit from "../vitest.unit.config";

// The tests the mutation run asks (stryker.config.mjs, docs/decisions/044): the unit project,
// without tests/docs/, which read the source files as text (the mutation run's copies are
// instrumented, so a check of their text would fail for that alone) and test no rule.
export default mergeConfig(unit, defineConfig({ test: { root: new URL("..", import.meta.url).pathname, exclude: ["tests/docs/**", "**/node_modules/**"] } }));
