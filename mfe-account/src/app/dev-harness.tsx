import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Button, vars } from '@bonis/design-system';
import { bus, onBusEvent, useBus, type AuthModal } from '@bonis/design-system/bus';
import { getSupabase } from '@bonis/supabase-client';
import AuthModals from '../widgets/auth-modals';
import FavoritesDropdown from '../widgets/favorites-dropdown';
import ProfileMenu from '../widgets/profile-menu';

/**
 * Standalone page only (src/bootstrap.tsx): does, in a simple form, what the shell does for
 * this remote's widgets — keeps the bus session in step with supabase auth, opens AuthModals on
 * `loginRequested`, and shows the two dropdowns' content — so the widgets can be tried without
 * the shell. Never exposed.
 */
export function DevHarness() {
  const session = useBus((state) => state.session);
  const [modal, setModal] = useState<AuthModal | null>(null);

  useEffect(() => onBusEvent('loginRequested', (request) => setModal(request.modal)), []);
  useEffect(() => {
    const { data } = getSupabase().auth.onAuthStateChange((_event, current) => {
      const user = current?.user;
      if (!user) {
        bus.getState().signedOut();
        return;
      }
      const firstName: unknown = user.user_metadata.first_name;
      bus.getState().sessionChanged({
        userId: user.id,
        name:
          (typeof firstName === 'string' && firstName) || user.email?.split('@')[0] || 'Cliente',
        isAdmin: false,
        membershipType: 'regular',
      });
    });
    return () => data.subscription.unsubscribe();
  }, []);

  return (
    <Bar aria-label="Widgets de mfe-account">
      <p>
        Vista independiente de mfe-account ·{' '}
        {session === undefined
          ? 'leyendo la sesión…'
          : session
            ? `sesión de ${session.name}`
            : 'sin sesión'}
      </p>
      <Actions>
        {(['login', 'register', 'forgot-password', 'phone-login'] as const).map((name) => (
          <Button
            key={name}
            size="sm"
            variant="secondary"
            onClick={() => bus.getState().loginRequested(name)}
          >
            {name}
          </Button>
        ))}
      </Actions>
      <Panels>
        <Panel>
          <summary>Favoritos</summary>
          <FavoritesDropdown />
        </Panel>
        {session && (
          <Panel>
            <summary>Tu cuenta</summary>
            <ProfileMenu />
          </Panel>
        )}
      </Panels>
      {modal && <AuthModals modal={modal} onClose={() => setModal(null)} />}
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border-bottom: 1px dashed ${vars.color.borderStrong};
  background: ${vars.color.surfaceSunken};
  font-size: ${vars.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const Panels = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};
  align-items: flex-start;
`;

const Panel = styled.details`
  flex: 0 1 360px;
  min-width: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};

  & > summary {
    margin-bottom: ${vars.space[2]};
    font-weight: 700;
    cursor: pointer;
  }
`;
