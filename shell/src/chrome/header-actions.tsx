import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Button, Dropdown, Skeleton, formatNumber, media, vars } from '@bonis/design-system';
import { bus, useBus } from '@bonis/design-system/bus';
import { getSupabase } from '@bonis/supabase-client';
import { RemoteSlot, usePreload, type SlotTarget } from '../remotes/remote-slot';
import { SlotFailure } from '../remotes/slot-failure';
import { CartIcon, HeartIcon, StarIcon, UserIcon } from './icons';
import { chromeLinks } from './nav-data';

const Count = styled.span`
  position: absolute;
  top: -4px;
  right: -6px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brandBg};
  color: ${vars.color.onBrand};
  font-size: ${vars.fontSize.xs};
  font-weight: 800;
  line-height: 20px;
  text-align: center;
`;

const IconWrap = styled.span`
  position: relative;
  display: inline-grid;
  place-items: center;
`;

const PanelBody = styled.div`
  width: min(340px, calc(100vw - 40px));
  max-height: min(70vh, 560px);
  overflow-y: auto;
`;

const ChipLink = styled(Link)`
  display: none;
  align-items: center;
  gap: ${vars.space[1]};
  padding: ${vars.space[1]} ${vars.space[3]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brandSoft};
  color: ${vars.color.onBrandSoft};
  font-weight: 800;
  text-decoration: none;
  white-space: nowrap;

  ${media.md} {
    display: inline-flex;
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

const ProfileName = styled.span`
  display: none;
  max-width: 10ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 700;

  ${media.lg} {
    display: inline;
  }
`;

const FallbackLinks = styled.ul`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  a,
  button {
    color: ${vars.color.brand};
    font: inherit;
    font-weight: 700;
    background: none;
    border: 0;
    padding: 0;
    cursor: pointer;
  }
`;

/** Under 768 px a header panel spans the screen instead of hanging off its button. */
const DropdownSlot = styled.span`
  @media (max-width: 767.98px) {
    [role='group'] {
      position: fixed;
      top: auto;
      left: ${vars.space[2]};
      right: ${vars.space[2]};
      max-width: none;
    }
  }
`;

const SignInButton = styled(Button)`
  white-space: nowrap;

  /* under 480 px only the icon shows; the text stays the button's accessible name */
  @media (max-width: 479.98px) {
    padding-inline: ${vars.space[2]};

    .sign-in-text {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
  ${media.sm} {
    svg {
      display: none;
    }
  }
`;

/** Points chip to /premios, signed in only; the count comes from the bus. */
export function PointsChip() {
  const session = useBus((state) => state.session);
  const points = useBus((state) => state.points);
  const preload = usePreload('loyalty', 'App');
  if (!session) return null;
  const label = points === null ? '…' : formatNumber(points);
  return (
    <ChipLink
      to={chromeLinks.points}
      aria-label={`Mis puntos: ${label}`}
      {...preload}
      data-points-chip=""
    >
      <StarIcon />
      {label} pts
    </ChipLink>
  );
}

export const countLabel = (count: number) =>
  count === 1 ? '1 producto' : `${formatNumber(count)} productos`;

/** A header dropdown's widget: one that takes `onNavigate`, called to close the panel. */
type DropdownWidget = SlotTarget<{ onNavigate: () => void }>;

/**
 * A header button with a badge whose panel is a remote's widget. The remote is fetched only
 * when the panel first opens (and preloaded on hover or focus of the button).
 */
function RemoteDropdown({
  remote,
  expose,
  name,
  icon,
  count,
  href,
  hrefLabel,
}: DropdownWidget & {
  name: string;
  icon: ReactNode;
  count: number;
  href: string;
  hrefLabel: string;
}) {
  const preload = usePreload(remote, expose);
  return (
    <DropdownSlot onMouseEnter={preload.onMouseEnter} onFocus={preload.onFocus}>
      <Dropdown
        openOnHover
        panelLabel={name}
        triggerLabel={`${name}, ${countLabel(count)}`}
        trigger={
          <IconWrap>
            {icon}
            {count > 0 && (
              <Count aria-hidden="true" data-count={count}>
                {count > 99 ? '99+' : count}
              </Count>
            )}
          </IconWrap>
        }
      >
        {({ close }) => (
          <PanelBody>
            <RemoteSlot
              remote={remote}
              expose={expose}
              props={{ onNavigate: close }}
              loading={<Skeleton shape="rect" height={160} />}
              fallback={(retry) => (
                <SlotFailure onRetry={retry}>
                  <Link to={href} onClick={close}>
                    {hrefLabel}
                  </Link>
                </SlotFailure>
              )}
            />
          </PanelBody>
        )}
      </Dropdown>
    </DropdownSlot>
  );
}

export function FavoritesButton() {
  const count = useBus((state) => state.favoritesCount);
  return (
    <RemoteDropdown
      remote="account"
      expose="FavoritesDropdown"
      name="Favoritos"
      icon={<HeartIcon />}
      count={count}
      href={chromeLinks.favorites}
      hrefLabel="Ver mis favoritos"
    />
  );
}

export function CartButton() {
  const count = useBus((state) => state.cartCount);
  return (
    <RemoteDropdown
      remote="checkout"
      expose="CartDropdown"
      name="Carrito"
      icon={<CartIcon />}
      count={count}
      href={chromeLinks.cart}
      hrefLabel="Ver carrito"
    />
  );
}

/** If mfe-account can't load, the shopper can still reach the profile and sign out. */
function ProfileFallback({ close }: { close: () => void }) {
  const [failed, setFailed] = useState(false);
  const signOut = async () => {
    const { error } = await getSupabase().auth.signOut();
    if (error) setFailed(true);
    else close();
  };
  return (
    <FallbackLinks>
      <li>
        <Link to={chromeLinks.profile} onClick={close}>
          Mi Perfil
        </Link>
      </li>
      <li>
        <Link to={chromeLinks.orders} onClick={close}>
          Mis Pedidos
        </Link>
      </li>
      <li>
        <button type="button" onClick={() => void signOut()}>
          Cerrar Sesión
        </button>
        {failed && <p role="alert">Error al cerrar sesión</p>}
      </li>
    </FallbackLinks>
  );
}

/** Profile menu (mfe-account) when signed in, else the sign-in button. */
export function ProfileControl() {
  const session = useBus((state) => state.session);
  const preload = usePreload('account', 'ProfileMenu');
  const authPreload = usePreload('account', 'AuthModals');
  if (session === undefined) return <Skeleton shape="circle" width={40} height={40} />;
  if (session === null) {
    return (
      <SignInButton
        variant="primary"
        size="sm"
        onMouseEnter={authPreload.onMouseEnter}
        onFocus={authPreload.onFocus}
        onClick={() => bus.getState().loginRequested('login')}
      >
        <UserIcon />
        <span className="sign-in-text">Iniciar sesión</span>
      </SignInButton>
    );
  }
  return (
    <DropdownSlot onMouseEnter={preload.onMouseEnter} onFocus={preload.onFocus}>
      <Dropdown
        openOnHover
        panelLabel="Tu cuenta"
        triggerLabel={`Tu cuenta: ${session.name}`}
        trigger={
          <>
            <UserIcon />
            <ProfileName aria-hidden="true">{session.name}</ProfileName>
          </>
        }
      >
        {({ close }) => (
          <PanelBody>
            <RemoteSlot
              remote="account"
              expose="ProfileMenu"
              props={{ onNavigate: close }}
              loading={<Skeleton shape="rect" height={240} />}
              fallback={(retry) => (
                <SlotFailure onRetry={retry}>
                  <ProfileFallback close={close} />
                </SlotFailure>
              )}
            />
          </PanelBody>
        )}
      </Dropdown>
    </DropdownSlot>
  );
}
