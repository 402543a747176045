/**
 * `@bonis/test-utils/setup`: every component-test project lists it in `setupFiles`. It adds
 * jest-dom's matchers to `expect`, and after each test unmounts what was rendered, undoes what
 * the helpers set up (bus recorders, stub state) and puts the design-system bus back as a page
 * starts.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetBus } from './bus';
import { runTestCleanups } from './lifecycle';

afterEach(() => {
  cleanup();
  runTestCleanups();
  resetBus();
});
