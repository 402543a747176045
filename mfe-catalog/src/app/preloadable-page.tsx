import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export interface PreloadablePage {
  /** Renders the page, suspending only while its code is still on its way. */
  Page: ComponentType;
  /** Starts downloading the page's code, once. */
  preload: () => Promise<PageModule>;
}

/**
 * `React.lazy` with a preload: the page a shopper lands on is requested as soon as the App
 * chunk runs, and once its code is there it renders in the same pass, without suspending.
 * (A lazy component always suspends once, and React then holds the page back for up to
 * 300 ms after showing the fallback.)
 */
export function preloadablePage(load: () => Promise<PageModule>): PreloadablePage {
  let pending: Tracked<PageModule> | undefined;

  function preload(): Tracked<PageModule> {
    if (pending) return pending;
    const promise: Tracked<PageModule> = load();
    promise.then(
      (module) => {
        promise.status = 'fulfilled';
        promise.value = module;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
      },
    );
    pending = promise;
    return promise;
  }

  function Page() {
    const promise = preload();
    if (promise.status === 'fulfilled' && promise.value) {
      const { default: Component } = promise.value;
      return <Component />;
    }
    // Like React.lazy, a failed download stays failed: the error boundary shows it (the
    // shell's fallback for this remote) instead of React retrying the download in a loop.
    if (promise.status === 'rejected') throw promise.reason;
    // Suspense's protocol for code on its way, as React.lazy does it.
    throw promise;
  }

  return { Page, preload };
}
