/// <reference types="@testing-library/jest-dom/vitest" preserve="true" />
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
export {
  SUPABASE_TEST_ANON_KEY,
  SUPABASE_TEST_URL,
  TEST_USER,
  server,
  supabaseMock,
  testUser,
  type SignedIn,
  type SupabaseMock,
} from './supabase-mock/supabase-mock';
export type { SupabaseRequest, QueryParams } from './supabase-mock/shared';
export type {
  HandlerOptions,
  MockRow,
  PostgrestErrorInit,
  RpcHandler,
  RpcRequest,
  TableHandler,
  TableMock,
  TableReply,
  TableRequest,
} from './supabase-mock/rest';
export type {
  AuthErrorInit,
  AuthHandler,
  AuthReply,
  AuthRequest,
  TestUserInput,
} from './supabase-mock/auth';
export type { PostgresChange, RealtimeMock } from './supabase-mock/realtime';
