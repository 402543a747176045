/// <reference types="@testing-library/jest-dom/vitest" />
/**
 * `@bonis/test-utils`: the shared helpers of the store's component tests. See README.md.
 * (The reference above brings jest-dom's matcher types to every test program that imports
 * this package; the matchers themselves are installed by `@bonis/test-utils/setup`.)
 */
export {
  createProviders,
  createTestQueryClient,
  renderWithProviders,
  type ProvidersOptions,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render';
export {
  TEST_SESSION,
  recordBusRequests,
  resetBus,
  signInOnBus,
  signOutOnBus,
  type BusRequestLog,
} from './bus';
export { stubIntersectionObserver, type IntersectionObserverStub } from './intersection-observer';
export { deferred, type Deferred } from './deferred';
