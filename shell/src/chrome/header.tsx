import { useState } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { IconButton, formatCOP, media, vars } from '@bonis/design-system';
import { useChromeSettings } from '../settings/app-settings';
import { CartButton, FavoritesButton, PointsChip, ProfileControl } from './header-actions';
import { MailIcon, MenuIcon, PhoneIcon, TruckIcon } from './icons';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { chromeLinks } from './nav-data';
import { SearchSlot } from './search-slot';

const TopBarWrap = styled.div`
  background: ${vars.color.brandBg};
  color: ${vars.color.onBrand};
  font-size: ${vars.fontSize.sm};
`;

const TopBarInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]} ${vars.space[6]};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${vars.space[1]} ${vars.space[4]};

  ${media.md} {
    justify-content: space-between;
  }
  a {
    color: inherit;
  }
`;

const Contact = styled.span`
  display: none;
  align-items: center;
  gap: ${vars.space[4]};

  ${media.md} {
    display: inline-flex;
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[1]};
  }
`;

const Shipping = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  font-weight: 700;
  text-align: center;
`;

const Sticky = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.z.sticky};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};
  box-shadow: ${vars.shadow.sm};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: auto auto 1fr auto;
  grid-template-areas:
    'menu logo . actions'
    'search search search search';
  align-items: center;
  gap: ${vars.space[2]};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${vars.space[2]} ${vars.space[3]};

  ${media.lg} {
    grid-template-columns: auto minmax(240px, 1fr) auto;
    grid-template-areas: 'logo search actions';
    gap: ${vars.space[6]};
    padding: ${vars.space[3]} ${vars.space[4]};
  }
`;

const MenuSlot = styled.div`
  grid-area: menu;

  ${media.lg} {
    display: none;
  }
`;

const Logo = styled(Link)`
  grid-area: logo;
  font-family: ${vars.font.familyDisplay};
  font-size: 1.6rem;
  font-weight: 800;
  color: ${vars.color.brand};
  text-decoration: none;
  white-space: nowrap;

  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

const Search = styled.div`
  grid-area: search;
  max-width: 640px;
  width: 100%;
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[1]};

  ${media.sm} {
    gap: ${vars.space[2]};
  }
`;

const DesktopNav = styled(MainNav)`
  display: none;

  ${media.lg} {
    display: block;
  }
`;

/**
 * Top bar: the store's phone and email from the settings (links; the spec's placeholders while
 * empty) and the free-shipping message with the settings' threshold. Live with the settings.
 */
export function TopBar() {
  const settings = useChromeSettings();
  return (
    <TopBarWrap>
      <TopBarInner>
        <Contact>
          <span>
            <PhoneIcon />
            {settings.contactPhone ? (
              <a href={`tel:${settings.contactPhone.replace(/[^\d+]/g, '')}`}>
                {settings.contactPhone}
              </a>
            ) : (
              '{phone}'
            )}
          </span>
          <span>
            <MailIcon />
            {settings.contactEmail ? (
              <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
            ) : (
              '{email}'
            )}
          </span>
        </Contact>
        <Shipping data-free-shipping={settings.freeShippingThreshold}>
          <TruckIcon />
          Envío gratis en compras desde {formatCOP(settings.freeShippingThreshold)}
        </Shipping>
      </TopBarInner>
    </TopBarWrap>
  );
}

/** The store header: logo, search, points, favourites, cart, account and navigation. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <TopBar />
      <Sticky>
        <Row>
          <MenuSlot>
            <IconButton
              label="Abrir menú"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          </MenuSlot>
          <Logo to={chromeLinks.home} aria-label="Boñis, ir al inicio">
            Boñis
          </Logo>
          <Search>
            <SearchSlot />
          </Search>
          <Actions>
            <PointsChip />
            <FavoritesButton />
            <CartButton />
            <ProfileControl />
          </Actions>
        </Row>
        <DesktopNav />
      </Sticky>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </>
  );
}
