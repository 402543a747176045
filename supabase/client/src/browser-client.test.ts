import { describe, expect, it, vi } from 'vitest';
import { createBonisClient } from './client';
import { getSupabase, provideSupabase } from './browser-client';

describe('the page client', () => {
  it('refuses to hand out a client before one is provided', async () => {
    // The shared test setup provides a client before each test: a fresh copy of the module
    // is a page where nothing was provided yet.
    vi.resetModules();
    const fresh = await import('./browser-client');
    expect(() => fresh.getSupabase()).toThrow(/provideSupabase/);
  });

  it('hands every caller the client the shell provided', () => {
    const client = createBonisClient({ url: 'http://127.0.0.1:54321', anonKey: 'anon' });
    provideSupabase(client);
    expect(getSupabase()).toBe(client);
    expect(getSupabase()).toBe(getSupabase());
  });
});
