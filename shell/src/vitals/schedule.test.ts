import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleVitals } from './schedule';
import type { VitalsConfig } from './start-vitals';

const config: VitalsConfig = {
  supabase: { url: 'https://abcd.supabase.co', anonKey: 'anon' },
  shellRelease: '0.1.0',
};

/** A page at `readyState`, whose load event and idle time the test decides. */
function page(readyState: DocumentReadyState, idle = true) {
  const listeners = new Map<string, () => void>();
  const idleCallbacks: (() => void)[] = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    requestIdleCallback: idle ? (callback: () => void) => idleCallbacks.push(callback) : undefined,
    setTimeout: (callback: () => void) => idleCallbacks.push(callback),
  };
  return {
    window: win as unknown as Window,
    load: () => listeners.get('load')?.(),
    idle: () => idleCallbacks.splice(0).forEach((callback) => callback()),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('scheduleVitals', () => {
  it('loads and starts the reporter only after the page has loaded and the browser is idle', async () => {
    const startVitals = vi.fn(() => () => {});
    const load = vi.fn(() => Promise.resolve({ startVitals }));
    const loading = page('loading');

    scheduleVitals(config, { load, window: loading.window });
    loading.idle();
    expect(load).not.toHaveBeenCalled();

    loading.load();
    expect(load).not.toHaveBeenCalled();
    loading.idle();

    await vi.waitFor(() => expect(startVitals).toHaveBeenCalledWith(config));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for a timer where the browser has no idle callback', async () => {
    const startVitals = vi.fn(() => () => {});
    const loaded = page('complete', false);

    scheduleVitals(config, { load: () => Promise.resolve({ startVitals }), window: loaded.window });
    expect(startVitals).not.toHaveBeenCalled();
    loaded.idle();

    await vi.waitFor(() => expect(startVitals).toHaveBeenCalledTimes(1));
  });

  it('only warns when the reporter’s chunk can’t be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loaded = page('complete');

    scheduleVitals(config, {
      load: () => Promise.reject(new Error('ChunkLoadError')),
      window: loaded.window,
    });
    loaded.idle();

    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[shell] real-user vitals not started', expect.any(Error)),
    );
  });
});
