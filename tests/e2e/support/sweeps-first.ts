import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The browser files that visit every page (kind) at several widths: a few lines each, and the
 * longest files of the run. Without a recorded time (a fresh clone, CI) vitest starts the largest
 * files first, so these would start last and one of the two workers would wait alone at the end.
 */
const PAGE_SWEEPS = ["page-kinds-390", "page-kinds-1366", "narrow-screens", "html-valid"].map((name) => `/tests/e2e/${name}.test.ts`);

const isSweep = (spec: TestSpecification) => PAGE_SWEEPS.some((file) => spec.moduleId.endsWith(file));

/**
 * Vitest's order (the projects one after the other; within one, failed and longest first, or the
 * largest files first where no time is recorded), with the page sweeps moved to the front of their
 * project (docs/decisions/042).
 */
export class SweepsFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files)) byProject.set(spec.project.name, [...(byProject.get(spec.project.name) ?? []), spec]);
    return [...byProject.values()].flatMap((specs) => [...specs.filter(isSweep), ...specs.filter((spec) => !isSweep(spec))]);
  }
}
