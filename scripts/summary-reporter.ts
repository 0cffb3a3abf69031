import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends every Vitest run with one plain line, `vitest: N passed, N failed, N skipped`,
 * so CI can read the totals of all projects (unit, stories, e2e) at a glance.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed += 1;
        else if (state === "failed") failed += 1;
        else skipped += 1;
      }
      if (testModule.state() === "failed" && testModule.children.size === 0) failed += 1;
    }
    process.stdout.write(`\nvitest: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
