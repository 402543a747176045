import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { renderWithProviders } from '@bonis/test-utils';
import { createRemoteLoader, type FederationRuntime } from '../remotes/remote-loader';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import { MobileMenu } from './mobile-menu';

/** The catalog's search widget never arrives here: the menu shows its stand-in. */
const pendingRuntime = {
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(() => new Promise<never>(() => undefined)),
} as unknown as FederationRuntime;

/** The menu, open, with a handle on the router to move the URL as a page or the browser would. */
function setup(route: string) {
  const onClose = vi.fn();
  const router: { navigate: NavigateFunction | null } = { navigate: null };
  function Harness() {
    router.navigate = useNavigate();
    return <MobileMenu open onClose={onClose} />;
  }
  const loader = createRemoteLoader(
    pendingRuntime,
    { catalog: 'http://localhost:3001/mf-manifest.json' },
    { attempts: 1 },
  );
  renderWithProviders(
    <RemoteLoaderContext.Provider value={loader}>
      <Harness />
    </RemoteLoaderContext.Provider>,
    { route },
  );
  onClose.mockClear(); // the mount itself
  return { onClose, navigate: (to: string, replace = false) => router.navigate?.(to, { replace }) };
}

describe('the mobile menu', () => {
  it('stays open when the page rewrites its own query string (a listing normalising its filters)', async () => {
    const { onClose, navigate } = setup('/products?category=gatos');
    await act(async () => {
      await navigate('/products?category=gatos&group=gatos-juguetes', true);
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes when the shopper ends up on another page (back, forward)', async () => {
    const { onClose, navigate } = setup('/products?category=gatos');
    await act(async () => {
      await navigate('/membership');
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
