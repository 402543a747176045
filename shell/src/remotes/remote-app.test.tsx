import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createRemoteLoader, type FederationRuntime, type RemoteLoader } from './remote-loader';
import { RemoteLoaderContext } from './remote-loader-context';
import { RemoteApp } from './remote-app';
import { FALLBACK_MESSAGE } from './remote-boundary';

/** Renders inside act() so React settles the remote's promise before we look. */
async function renderWith(loader: RemoteLoader) {
  await act(async () => {
    render(
      <MemoryRouter>
        <RemoteLoaderContext.Provider value={loader}>
          <RemoteApp remote="catalog" />
        </RemoteLoaderContext.Provider>
      </MemoryRouter>,
    );
  });
}

/**
 * The real loader over a fake federation runtime whose loads follow `outcomes` in order
 * (an Error rejects), with no automatic retry so each outcome is one attempt.
 */
function loaderWith(outcomes: Array<(() => unknown) | Error>) {
  const loadRemote = vi.fn(async () => {
    const next = outcomes.shift();
    if (!next || next instanceof Error) throw next ?? new Error('exhausted');
    return { default: next };
  });
  const runtime = { registerRemotes: vi.fn(), loadRemote } as unknown as FederationRuntime;
  return {
    loader: createRemoteLoader(
      runtime,
      { catalog: 'http://localhost:3001/mf-manifest.json' },
      { attempts: 1 },
    ),
    loadRemote,
  };
}

describe('RemoteApp', () => {
  it('shows a loading status, then the remote', async () => {
    let resolve: (module: unknown) => void = () => {};
    const runtime = {
      registerRemotes: vi.fn(),
      loadRemote: vi.fn(() => new Promise((settle) => (resolve = settle))),
    } as unknown as FederationRuntime;
    await renderWith(
      createRemoteLoader(runtime, { catalog: 'http://localhost:3001/mf-manifest.json' }),
    );
    expect(screen.getByRole('status').textContent).toBe('Cargando…');
    await act(async () => resolve({ default: () => <h1>Catálogo</h1> }));
    expect(screen.getByRole('heading', { name: 'Catálogo' })).toBeTruthy();
  });

  it('shows the Spanish fallback when the remote cannot be loaded, and retries on demand', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { loader, loadRemote } = loaderWith([new Error('offline'), () => <h1>Catálogo</h1>]);
    await renderWith(loader);
    expect(screen.getByRole('alert').textContent).toContain(FALLBACK_MESSAGE);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(screen.getByRole('heading', { name: 'Catálogo' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('bad deploy');
    };
    await renderWith(loaderWith([() => <Broken />]).loader);
    expect(screen.getByRole('alert').textContent).toContain(FALLBACK_MESSAGE);
  });
});
