import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { SessionSummary } from '@bonis/design-system/bus';
import { renderWithProviders, signInOnBus, signOutOnBus, supabaseMock } from '@bonis/test-utils';
import { createRemoteLoader, type FederationRuntime } from '../remotes/remote-loader';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import { Footer } from './footer';

/** The store footer alone (its newsletter widget never arrives). */
function renderFooter() {
  const loader = createRemoteLoader(
    {
      registerRemotes: vi.fn(),
      loadRemote: vi.fn(() => new Promise(() => {})),
      preloadRemote: vi.fn(),
    } as unknown as FederationRuntime,
    { catalog: 'http://localhost:3001/mf-manifest.json' },
    { attempts: 1 },
  );
  return renderWithProviders(
    <RemoteLoaderContext.Provider value={loader}>
      <Footer />
    </RemoteLoaderContext.Provider>,
    { route: '/' },
  );
}

const adminAccess = () =>
  within(screen.getByRole('contentinfo')).queryByRole('link', { name: 'Acceso Admin' });

const shopper: Partial<SessionSummary> = { isAdmin: false, role: 'customer' };

beforeEach(() => {
  supabaseMock.table('app_settings').get([]);
});

describe("the footer's 'Acceso Admin'", () => {
  it.each([
    ['an admin', { isAdmin: true, role: 'admin' }],
    ["staff ('Personal')", { isAdmin: false, role: 'staff' }],
    ['an admin of a session without a role (an older bus)', { isAdmin: true }],
  ] as const)('links %s to the dashboard', (_who, session) => {
    signInOnBus(session);
    renderFooter();
    expect(adminAccess()).toHaveAttribute('href', '/admin/dashboard');
  });

  it('is not there for a shopper, nor signed out', () => {
    signInOnBus(shopper);
    renderFooter();
    expect(adminAccess()).not.toBeInTheDocument();
    act(() => signOutOnBus());
    expect(adminAccess()).not.toBeInTheDocument();
  });

  it('appears when a shopper is made staff (the session changes live)', () => {
    const session = signInOnBus(shopper);
    renderFooter();
    expect(adminAccess()).not.toBeInTheDocument();
    act(() => {
      signInOnBus({ ...session, role: 'staff' });
    });
    expect(adminAccess()).toBeInTheDocument();
  });
});
