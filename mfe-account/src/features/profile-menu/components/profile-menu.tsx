import { bus, useBus } from '@bonis/design-system/bus';
import type { ProfileMenuProps } from '@bonis/contracts';
import { membershipHref, rewardsHref } from '@bonis/contracts/links';
import { paths } from '../../../config/paths';
import { displayName } from '../../../lib/display-name';
import { useSignOutAndLeave } from '../../../lib/sign-out';
import { EntryButton, EntryLink, Greeting, List, Nav, Separator } from './profile-menu.styles';

/** The links of the menu, in the spec's order (the two buttons are placed among them below). */
const LINKS = {
  profile: { label: 'Mi Perfil', href: paths.profile.getHref() },
  orders: { label: 'Mis Pedidos', href: paths.orders.getHref() },
  favorites: { label: 'Mis Favoritos', href: paths.favorites.getHref() },
  points: { label: 'Mis Puntos', href: rewardsHref() },
  membership: { label: 'Mi Membresía', href: membershipHref() },
  settings: { label: 'Configuración', href: paths.profileSettings.getHref() },
} as const;

/**
 * The content of the header's profile dropdown: who is signed in and the account's eight
 * entries. A navigation list (disclosure pattern), not an ARIA menu: every entry is a link or a
 * button in the Tab order.
 */
export function ProfileMenu({ onNavigate }: ProfileMenuProps) {
  const name = useBus((state) => state.session?.name);
  const signOut = useSignOutAndLeave(onNavigate);

  const link = (key: keyof typeof LINKS) => (
    <li>
      <EntryLink to={LINKS[key].href} onClick={() => onNavigate?.()}>
        {LINKS[key].label}
      </EntryLink>
    </li>
  );

  const openBonusStore = () => {
    // close the dropdown first, so the store's dialog gives focus back to its trigger
    onNavigate?.();
    bus.getState().bonusStoreRequested();
  };

  return (
    <Nav aria-label="Tu cuenta">
      {name && (
        <Greeting>
          Hola, <strong>{displayName(name)}</strong>
        </Greeting>
      )}
      <List>
        {link('profile')}
        {link('orders')}
        {link('favorites')}
        <li>
          <EntryButton type="button" onClick={openBonusStore}>
            Tienda de Bonos
          </EntryButton>
        </li>
        {link('points')}
        {link('membership')}
        {link('settings')}
        <Separator>
          <EntryButton
            type="button"
            onClick={signOut.leave}
            aria-busy={signOut.isPending || undefined}
            aria-disabled={signOut.isPending || undefined}
          >
            Cerrar Sesión
          </EntryButton>
        </Separator>
      </List>
    </Nav>
  );
}
