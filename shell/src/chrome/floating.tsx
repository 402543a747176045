import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Dropdown, Skeleton, formatNumber, vars } from '@bonis/design-system';
import { useBus } from '@bonis/design-system/bus';
import { RemoteSlot, usePreload } from '../remotes/remote-slot';
import { SlotFailure } from '../remotes/slot-failure';
import { useChromeSettings } from '../settings/app-settings';
import { CrownIcon, WhatsAppIcon } from './icons';
import { chromeLinks } from './nav-data';

const WhatsApp = styled.a`
  position: fixed;
  right: ${vars.space[4]};
  bottom: ${vars.space[4]};
  z-index: ${vars.z.sticky};
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: #1a7f43;
  color: #ffffff;
  box-shadow: ${vars.shadow.lg};

  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 3px;
  }
`;

const Corner = styled.div`
  position: fixed;
  left: ${vars.space[4]};
  bottom: ${vars.space[4]};
  z-index: ${vars.z.sticky};

  > div > button {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    padding: ${vars.space[2]} ${vars.space[4]};
    border: 0;
    border-radius: ${vars.radius.pill};
    background: ${vars.color.member};
    color: #ffffff;
    font: inherit;
    font-weight: 800;
    box-shadow: ${vars.shadow.lg};
  }
  /* the panel opens upwards from the corner */
  [role='group'] {
    top: auto;
    bottom: calc(100% + ${vars.space[2]});
  }
`;

const Panel = styled.div`
  width: min(340px, calc(100vw - 32px));
`;

/** WhatsApp button: the number comes from the settings (hidden while there is none). */
export function WhatsAppButton() {
  const { whatsappNumber } = useChromeSettings();
  if (!whatsappNumber) return null;
  return (
    <WhatsApp
      href={`https://wa.me/${whatsappNumber}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escríbenos por WhatsApp"
    >
      <WhatsAppIcon />
    </WhatsApp>
  );
}

/**
 * The floating membership/points widget. The button is the shell's (from bus data), so the page
 * doesn't fetch mfe-loyalty until the shopper opens it; the panel is mfe-loyalty's widget.
 */
export function MembershipCorner() {
  const session = useBus((state) => state.session);
  const points = useBus((state) => state.points);
  const preload = usePreload('loyalty', 'MembershipWidget');
  const member = session && session.membershipType !== 'regular';
  const label = !session
    ? 'Hasta 30% OFF'
    : member
      ? `Socio · ${points === null ? '…' : formatNumber(points)} pts`
      : `${points === null ? '…' : formatNumber(points)} pts · Hasta 30% OFF`;
  return (
    <Corner onMouseEnter={preload.onMouseEnter} onFocus={preload.onFocus}>
      <Dropdown
        align="start"
        panelLabel="Membresía y puntos"
        triggerLabel={`Membresía y puntos: ${label}`}
        trigger={
          <>
            <CrownIcon />
            <span aria-hidden="true">{label}</span>
          </>
        }
      >
        {({ close }) => (
          <Panel>
            <RemoteSlot
              remote="loyalty"
              expose="MembershipWidget"
              props={{ onNavigate: close }}
              loading={<Skeleton shape="rect" height={200} />}
              fallback={(retry) => (
                <SlotFailure onRetry={retry}>
                  <Link to={chromeLinks.membership} onClick={close}>
                    Ver membresías
                  </Link>
                </SlotFailure>
              )}
            />
          </Panel>
        )}
      </Dropdown>
    </Corner>
  );
}
