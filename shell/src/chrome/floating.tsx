import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Dropdown, Skeleton, formatNumber, media, vars } from '@bonis/design-system';
import { useBus } from '@bonis/design-system/bus';
import { RemoteSlot, usePreload } from '../remotes/remote-slot';
import { SlotFailure } from '../remotes/slot-failure';
import { useChromeSettings } from '../settings/app-settings';
import {
  BOTTOM,
  DOCK_PHONE,
  EDGE,
  FAB,
  FLOATING_CLEARANCE,
  FloatingClearance,
  PILL,
  STACK_GAP,
} from './floating-clearance';
import { CrownIcon, WhatsAppIcon } from './icons';
import { chromeLinks } from './nav-data';

/**
 * Phones: a bar across the bottom with the membership pill on the left and WhatsApp on the
 * right. Wider screens: a column at the bottom of the right gutter, the membership pill over
 * the WhatsApp button; the column itself lets clicks through.
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
    left: auto;
    right: ${EDGE}px;
    bottom: ${BOTTOM}px;
    flex-direction: column;
    justify-content: flex-end;
    gap: ${STACK_GAP}px;
    width: ${FAB}px;
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
  width: ${FAB}px;
  height: ${FAB}px;
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
    margin-left: 0;
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
    /* the page's surface colour reads on the member purple in both themes (white on the light
       theme's deep purple, near-black on the dark theme's pale one) */
    color: ${vars.color.surface};
    font: inherit;
    font-weight: 800;
    box-shadow: ${vars.shadow.lg};
  }
  /* a long label ('1.234 pts · Hasta 30% OFF') shortens on a 320 px phone; the button's
     accessible name keeps it whole */
  [data-label] {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [data-label='compact'] {
    display: none;
  }
  > div > button > svg {
    flex: none;
  }
  /* the panel opens upwards from the pill */
  [role='group'] {
    top: auto;
    bottom: calc(100% + ${vars.space[2]});
  }

  /* wider screens: a compact pill as wide as the WhatsApp button, its label in two short lines,
     the panel opening to its left */
  ${media.md} {
    > div > button {
      flex-direction: column;
      justify-content: center;
      gap: 2px;
      width: ${FAB}px;
      min-height: ${PILL}px;
      padding: 6px 2px;
      font-size: ${vars.fontSize.xs};
      line-height: 1;
      text-align: center;
    }
    [data-label='full'] {
      display: none;
    }
    [data-label='compact'] {
      display: grid;
      gap: 2px;
      max-width: 100%;
    }
    [data-label='compact'] > * {
      overflow: hidden;
      text-overflow: ellipsis;
    }
    [role='group'] {
      left: auto;
      right: calc(100% + ${vars.space[2]});
      bottom: 0;
    }
  }
`;

/** Never taller than the screen above the controls: a long pitch scrolls inside the panel. */
const Panel = styled.div`
  width: min(340px, calc(100vw - 32px));
  max-height: calc(100vh - var(${FLOATING_CLEARANCE}) - ${vars.space[6]});
  overflow-y: auto;
  overscroll-behavior: contain;
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
 * doesn't fetch mfe-loyalty until the shopper opens it; the panel is mfe-loyalty's widget. Its
 * label is a line on phones ('1.234 pts · Hasta 30% OFF') and two short lines in the compact
 * pill of wider screens ('1.234' over 'pts'); the accessible name is always the whole label.
 */
export function MembershipCorner() {
  const session = useBus((state) => state.session);
  const points = useBus((state) => state.points);
  const preload = usePreload('loyalty', 'MembershipWidget');
  const member = session && session.membershipType !== 'regular';
  const shownPoints = points === null ? '…' : formatNumber(points);
  const label = !session
    ? 'Hasta 30% OFF'
    : member
      ? `Socio · ${shownPoints} pts`
      : `${shownPoints} pts · Hasta 30% OFF`;
  const compact = !session ? ['30%', 'OFF'] : [shownPoints, 'pts'];
  return (
    <Corner onMouseEnter={preload.onMouseEnter} onFocus={preload.onFocus}>
      <Dropdown
        align="start"
        panelLabel="Membresía y puntos"
        triggerLabel={`Membresía y puntos: ${label}`}
        trigger={
          <>
            <CrownIcon />
            <span data-label="full" aria-hidden="true">
              {label}
            </span>
            <span data-label="compact" aria-hidden="true">
              <span>{compact[0]}</span>
              <span>{compact[1]}</span>
            </span>
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
 * Keeps `--bonis-floating-clearance` equal to what the controls really take at the bottom of
 * the screen: their height plus their distance from the bottom edge, measured whenever their
 * size changes (larger text, the device's safe area, a new width that docks or floats them).
 * Until it has measured (and on the server) the stylesheet's value holds.
 */
function useMeasuredClearance() {
  const dock = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = dock.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const measure = () => {
      const height = element.getBoundingClientRect().height;
      if (height <= 0) return;
      const bottom = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.setProperty(FLOATING_CLEARANCE, `${Math.ceil(height + bottom)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(FLOATING_CLEARANCE);
    };
  }, []);
  return dock;
}

/**
 * The page's floating controls: the membership/points pill and the WhatsApp button, docked in
 * a bar at the bottom on phones and floating in the page's right gutter on wider screens; the
 * page keeps their room free (FloatingClearance), so they never cover its content.
 */
export function FloatingControls() {
  const dock = useMeasuredClearance();
  return (
    <Dock ref={dock} data-floating-controls="">
      <FloatingClearance />
      <MembershipCorner />
      <WhatsAppButton />
    </Dock>
  );
}
