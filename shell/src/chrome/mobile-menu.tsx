import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { styled } from 'styled-components';
import { Drawer, Skeleton, formatNumber, vars } from '@bonis/design-system';
import { bus, useBus } from '@bonis/design-system/bus';
import { RemoteSlot } from '../remotes/remote-slot';
import { countLabel } from './header-actions';
import { ChevronDownIcon } from './icons';
import { MegaMenuContent } from './main-nav';
import { chromeLinks, mainNav, type NavItem } from './nav-data';
import { SearchSlot } from './search-slot';

const Section = styled.section`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]} 0;
  border-bottom: 1px solid ${vars.color.border};

  h3 {
    margin: 0;
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const Links = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
`;

const RowLink = styled(NavLink)`
  display: block;
  padding: ${vars.space[3]} 0;
  color: ${vars.color.text};
  font-weight: 700;
  text-decoration: none;

  &.active {
    color: ${vars.color.brand};
  }
`;

const Expand = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  cursor: pointer;

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Sub = styled.div`
  grid-column: 1 / -1;
  padding: 0 0 ${vars.space[3]} ${vars.space[3]};
`;

const Actions = styled.div`
  display: grid;
  gap: ${vars.space[2]};

  button {
    min-height: 44px;
    border-radius: ${vars.radius.pill};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;

const Primary = styled.button`
  border: 0;
  background: ${vars.color.brandBg};
  color: ${vars.color.onBrand};
`;

const Secondary = styled.button`
  border: 1px solid ${vars.color.borderStrong};
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;

function NavRow({ item, close }: { item: NavItem; close: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <Row>
      <RowLink to={item.to} onClick={close}>
        {item.label}
      </RowLink>
      {item.megaMenu && (
        <Expand
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={`Categorías de ${item.label}`}
          onClick={() => setExpanded((value) => !value)}
        >
          <ChevronDownIcon />
        </Expand>
      )}
      {item.megaMenu && (
        <Sub id={id} hidden={!expanded}>
          {expanded && (
            <MegaMenuContent
              category={item.megaMenu}
              to={item.to}
              label={item.label}
              layout="stacked"
              onNavigate={close}
            />
          )}
        </Sub>
      )}
    </Row>
  );
}

/** The mobile menu: search, every navigation link and mega-menu, and the account. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useBus((state) => state.session);
  const points = useBus((state) => state.points);
  const cartCount = useBus((state) => state.cartCount);
  const favoritesCount = useBus((state) => state.favoritesCount);
  const { pathname } = useLocation();

  // The menu's own links and search close it when followed. Going to another page any other way
  // (back and forward) closes it too. A page rewriting its own query string does not: a listing
  // that normalises its filters in the URL just after loading used to close the menu the shopper
  // had just opened (seen under load in the 320 px e2e journey).
  useEffect(() => {
    onClose();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the page changes
  }, [pathname]);

  return (
    <Drawer open={open} onClose={onClose} title="Menú" closeLabel="Cerrar menú">
      <Section aria-label="Buscar">
        <SearchSlot onNavigate={onClose} />
      </Section>
      <Section>
        <h3>Tienda</h3>
        <nav aria-label="Principal (móvil)">
          <Links>
            {mainNav.map((item) => (
              <NavRow key={item.to} item={item} close={onClose} />
            ))}
          </Links>
        </nav>
      </Section>
      <Section>
        <h3>Tu cuenta</h3>
        <Links>
          {session && (
            <Row>
              <RowLink to={chromeLinks.points} onClick={onClose}>
                Mis puntos: {points === null ? '…' : formatNumber(points)}
              </RowLink>
            </Row>
          )}
          <Row>
            <RowLink to={chromeLinks.favorites} onClick={onClose}>
              Favoritos ({countLabel(favoritesCount)})
            </RowLink>
          </Row>
          <Row>
            <RowLink to={chromeLinks.cart} onClick={onClose}>
              Carrito ({countLabel(cartCount)})
            </RowLink>
          </Row>
        </Links>
        {session === undefined && <Skeleton shape="rect" height={44} />}
        {session === null && (
          <Actions>
            <Primary
              type="button"
              onClick={() => {
                onClose();
                bus.getState().loginRequested('login');
              }}
            >
              Iniciar sesión
            </Primary>
            <Secondary
              type="button"
              onClick={() => {
                onClose();
                bus.getState().loginRequested('register');
              }}
            >
              Crear cuenta
            </Secondary>
          </Actions>
        )}
        {session && (
          <RemoteSlot
            remote="account"
            expose="ProfileMenu"
            props={{ onNavigate: onClose }}
            loading={<Skeleton shape="rect" height={240} />}
          />
        )}
      </Section>
    </Drawer>
  );
}
