import { Link as RouterLink } from 'react-router';
import { Badge, Card, formatDate, formatPhone } from '@bonis/design-system';
import { paths } from '../../../config/paths';
import { displayName } from '../../../lib/display-name';
import { useSignOutAndLeave } from '../../../lib/sign-out';
import type { AuthIdentity, Profile } from '../api/get-profile';
import { AvatarEditor } from './avatar-editor';
import { Contact, Identity, Muted, Name, SideLink, SideNav } from './profile.styles';

const MEMBERSHIP_LABEL: Readonly<Record<string, string>> = {
  mensual: 'Socio mensual',
  anual: 'Socio anual',
  premium: 'Socio premium',
  vip: 'Socio VIP',
};

export interface ProfileSummaryProps {
  userId: string;
  /** the bus's name: first name, the email's name part, or a phone-only account's number */
  sessionName: string;
  profile: Profile;
  identity: AuthIdentity | undefined;
  /** which tab is showing, for aria-current */
  tab: 'profile' | 'orders' | 'settings';
}

/**
 * The profile's side card: avatar (with 'Cambiar foto'), name, email or phone, member-since
 * date, membership, and the side actions: orders, favourites, settings and 'Cerrar Sesión'.
 */
export function ProfileSummary({
  userId,
  sessionName,
  profile,
  identity,
  tab,
}: ProfileSummaryProps) {
  const signOut = useSignOutAndLeave();
  const fullName = `${profile.firstName} ${profile.lastName}`.trim() || displayName(sessionName);
  const contact = identity?.email ?? (identity?.phone ? formatPhone(identity.phone) : null);
  const since = profile.createdAt ?? identity?.createdAt ?? null;
  const membership = MEMBERSHIP_LABEL[profile.membershipType];

  return (
    <Card as="aside" aria-label="Tu cuenta">
      <Identity>
        <AvatarEditor userId={userId} name={fullName} avatarUrl={profile.avatarUrl} />
        <Name>{fullName}</Name>
        {/* a phone-only account is already named by its number */}
        {contact && contact !== fullName && <Contact title={contact}>{contact}</Contact>}
        {since && <Muted>Miembro desde {formatDate(since, 'long')}</Muted>}
        {membership && <Badge variant="member">{membership}</Badge>}
      </Identity>
      <SideNav aria-label="Acciones de tu cuenta">
        <ul>
          <li>
            <SideLink
              as={RouterLink}
              to={paths.profileOrders.getHref()}
              aria-current={tab === 'orders' ? 'page' : undefined}
            >
              Mis Pedidos
            </SideLink>
          </li>
          <li>
            <SideLink as={RouterLink} to={paths.favorites.getHref()}>
              Mis Favoritos
            </SideLink>
          </li>
          <li>
            <SideLink
              as={RouterLink}
              to={paths.profileSettings.getHref()}
              aria-current={tab === 'settings' ? 'page' : undefined}
            >
              Configuración
            </SideLink>
          </li>
          <li>
            <SideLink
              as="button"
              type="button"
              onClick={signOut.leave}
              aria-busy={signOut.isPending || undefined}
            >
              Cerrar Sesión
            </SideLink>
          </li>
        </ul>
      </SideNav>
    </Card>
  );
}
