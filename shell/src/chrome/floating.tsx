import { Link } from 'react-router';
import { createGlobalStyle, styled } from 'styled-components';
import { Dropdown, Skeleton, formatNumber, media, vars } from '@bonis/design-system';
import { useBus } from '@bonis/design-system/bus';
import { RemoteSlot, usePreload } from '../remotes/remote-slot';
import { SlotFailure } from '../remotes/slot-failure';
import { useChromeSettings } from '../settings/app-settings';
import { CrownIcon, WhatsAppIcon } from './icons';
import { chromeLinks } from './nav-data';

/** The WhatsApp button's size: a 48 px touch target in the phone dock, 56 px floating. */
const FAB_PHONE = 48;
const FAB = 56;
/** From the screen's edge to the floating controls on wider screens. */
const EDGE = 16;
/** The phone dock: the button plus 8 px above and below. */
const DOCK_PHONE = FAB_PHONE + 2 * 8;

/**
 * `--bonis-floating-clearance`: how much of the bottom of the screen the floating controls
 * take, so the page and the toasts keep out of their way. Under 768 px they sit in a dock and
 * the page ends above it (the body's bottom padding, plus the device's safe area); wider, they
 * float in the corners, beside the content, and toasts rise above the WhatsApp button.
 */
const FloatingClearance = createGlobalStyle`
  :root {
    --bonis-floating-clearance: calc(${DOCK_PHONE}px + env(safe-area-inset-bottom, 0px));
  }
  body {
    padding-bottom: var(--bonis-floating-clearance);
  }
  ${media.md} {
    :root {
      --bonis-floating-clearance: ${EDGE + FAB}px;
    }
    body {
      padding-bottom: 0;
    }
  }
`;

/**
 * Phones: a bar across the bottom with the membership corner on the left and WhatsApp on the
 * right, so they never sit on the page (they covered the product page's price). Wider screens:
 * both float in the bottom corners; the bar itself lets clicks through.
 */
const Dock = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${vars.z.sticky};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  min-height: ${DOCK_PHONE}px;
  padding: ${vars.space[2]} ${vars.space[4]}
    calc(${vars.space[2]} + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.lg};

  ${media.md} {
    left: ${EDGE}px;
    right: ${EDGE}px;
    bottom: ${EDGE}px;
    align-items: flex-end;
    min-height: 0;
    padding: 0;
    border: 0;
    background: transparent;
    box-shadow: none;
    pointer-events: none;

    > * {
      pointer-events: auto;
    }
  }
`;

const WhatsApp = styled.a`
  display: grid;
  place-items: center;
  flex: none;
  width: ${FAB_PHONE}px;
  height: ${FAB_PHONE}px;
  margin-left: auto;
  border-radius: 50%;
  background: #1a7f43;
  color: #ffffff;
  box-shadow: ${vars.shadow.md};

  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 3px;
  }
  ${media.md} {
    width: ${FAB}px;
    height: ${FAB}px;
    box-shadow: ${vars.shadow.lg};
  }
`;

const Corner = styled.div`
  min-width: 0;

  > div {
    max-width: 100%;
  }
  > div > button {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    max-width: 100%;
    min-height: 44px;
    padding: ${vars.space[2]} ${vars.space[4]};
    border: 0;
    border-radius: ${vars.radius.pill};
    background: ${vars.color.member};
    color: #ffffff;
    font: inherit;
    font-weight: 800;
    box-shadow: ${vars.shadow.lg};
  }
  /* a long label ('1.234 pts · Hasta 30% OFF') shortens on a 320 px phone; the button's
     accessible name keeps it whole */
  > div > button > span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  > div > button > svg {
    flex: none;
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

/**
 * The page's floating controls: the membership/points corner and the WhatsApp button, docked
 * at the bottom on phones and floating in the corners on wider screens.
 */
export function FloatingControls() {
  return (
    <Dock data-floating-controls="">
      <FloatingClearance />
      <MembershipCorner />
      <WhatsAppButton />
    </Dock>
  );
}
