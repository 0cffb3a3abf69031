import { writeFileSync } from "node:fs";

// A Jest reporter for the Storybook test runner (.storybook/test-runner-jest.config.js): the
// run's totals as one plain line, `test-storybook: N passed, N failed, N skipped`, like Vitest's
// `vitest: …` line (scripts/summary-reporter.ts). Jest prints its own summary after every
// reporter, so when TEST_STORYBOOK_SUMMARY_FILE is set the line goes there, for the caller
// (scripts/test-storybook-static.ts) to print last. Plain JavaScript: Jest loads reporters as is.
export default class TestRunnerSummary {
  /** @param {unknown} _contexts @param {import("@jest/reporters").AggregatedResult} results */
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const skipped = results.numPendingTests + results.numTodoTests;
    const line = `test-storybook: ${results.numPassedTests} passed, ${failed} failed, ${skipped} skipped`;
    const file = process.env.TEST_STORYBOOK_SUMMARY_FILE;
    if (file) writeFileSync(file, `${line}\n`);
    else process.stdout.write(`\n${line}\n`);
  }
}
