/**
 * What helpers must undo when a test ends (a bus subscription, a stub's state). The shared
 * setup file runs these after each test, so a helper cleans up without the test asking.
 */
const once = new Set<() => void>();
const everyTest = new Set<() => void>();

/** Runs `cleanup` once, after the current test. */
export function afterThisTest(cleanup: () => void): void {
  once.add(cleanup);
}

/** Runs `reset` after every test from now on (for state that lives as long as the file). */
export function afterEveryTest(reset: () => void): void {
  everyTest.add(reset);
}

/** Runs the registered cleanups (called by `@bonis/test-utils/setup`). */
export function runTestCleanups(): void {
  const pending = [...once];
  once.clear();
  for (const cleanup of pending) cleanup();
  for (const reset of everyTest) reset();
}
