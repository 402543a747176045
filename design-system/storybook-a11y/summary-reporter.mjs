// @ts-check
/**
 * A Jest reporter that writes the run's counts to the file named by STORYBOOK_A11Y_SUMMARY,
 * for run.mjs (test-storybook does not pass Jest's own `--outputFile` through).
 */
import { writeFileSync } from 'node:fs';

export const SUMMARY_ENV = 'STORYBOOK_A11Y_SUMMARY';

export default class SummaryReporter {
  /**
   * @param {unknown} _globalConfig
   * @param {unknown} _options
   * @param {unknown} _context
   */
  constructor(_globalConfig, _options, _context) {
    this.file = process.env[SUMMARY_ENV];
  }

  /**
   * @param {unknown} _testContexts
   * @param {import('@jest/reporters').AggregatedResult} results
   */
  onRunComplete(_testContexts, results) {
    if (!this.file) return;
    const failures = results.testResults.flatMap((file) => [
      ...(file.testExecError ? [`${file.testFilePath}: ${file.testExecError.message}`] : []),
      ...file.testResults
        .filter((test) => test.status === 'failed')
        .map((test) => [file.displayName?.name, ...test.ancestorTitles].join(' › ')),
    ]);
    writeFileSync(
      this.file,
      JSON.stringify({
        numPassedTests: results.numPassedTests,
        numFailedTests: results.numFailedTests,
        numPendingTests: results.numPendingTests,
        numTotalTests: results.numTotalTests,
        numRuntimeErrorTestSuites: results.numRuntimeErrorTestSuites,
        failures,
      }),
    );
  }
}
