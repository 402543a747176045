/**
 * `@bonis/test-utils/setup`: every component-test project lists it in `setupFiles`. It adds
 * jest-dom's matchers to `expect`; starts the msw server that stands in for Supabase (a request
 * no handler answers is an error) and provides a fresh page client before each test; and after
 * each test unmounts what was rendered, undoes what the helpers set up (bus recorders, stub
 * state, the test's Supabase handlers, users and requests) and puts the design-system bus back
 * as a page starts.
 */
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetBus } from './bus';
import { runTestCleanups } from './lifecycle';
import { endSupabaseTest, server, startSupabaseTest } from './supabase-mock/supabase-mock';

/**
 * Room for a loaded CI machine (2 cores shared with another run): rendering and a mocked
 * request can take seconds there. `findBy…`/`waitFor` wait up to 10 s (Testing Library's 1 s
 * default failed a passing test under load) and a test may take 30 s; a test that passes waits
 * no longer than its condition takes.
 */
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => startSupabaseTest());

afterEach(() => {
  cleanup();
  runTestCleanups();
  resetBus();
  endSupabaseTest();
});

afterAll(() => server.close());
