import {
  Badge,
  Button,
  Modal,
  Skeleton,
  formatCOP,
  formatDate,
  formatNumber,
} from '@bonis/design-system';
import { orderStatusLabel, orderStatusTone } from '@bonis/supabase-client';
import {
  AuditTrail,
  DetailPart,
  DetailSections,
  DetailTable,
  Facts,
  useRealtimeInvalidate,
} from '../../../components/admin-kit';
import { useUserOrders } from '../api/get-user-orders';
import { useUserPoints } from '../api/get-user-points';
import type { AdminUser } from '../api/get-users';
import { userKeys } from '../api/user-keys';
import { displayName, membershipBadge, membershipLabel } from '../lib/labels';
import { ErrorNote, Note } from './users.styles';

const NOT_GIVEN = 'Sin registrar';

function Points({ userId }: { userId: string }) {
  const points = useUserPoints(userId);
  if (points.isPending) return <Skeleton width="4rem" />;
  if (points.isError) return <ErrorNote>No se pudieron cargar los puntos</ErrorNote>;
  return <>{formatNumber(points.data)} puntos</>;
}

function RecentOrders({ userId }: { userId: string }) {
  const orders = useUserOrders(userId);
  if (orders.isPending) {
    return (
      <div aria-busy="true">
        <Skeleton height="2rem" />
        <Skeleton height="2rem" />
      </div>
    );
  }
  if (orders.isError) {
    return (
      <ErrorNote role="alert">
        No se pudieron cargar los pedidos.{' '}
        <Button variant="ghost" size="sm" onClick={() => void orders.refetch()}>
          Reintentar
        </Button>
      </ErrorNote>
    );
  }
  if (orders.data.length === 0) return <Note>Este usuario aún no tiene pedidos.</Note>;
  return (
    <DetailTable aria-label="Últimos pedidos">
      <thead>
        <tr>
          <th scope="col">Pedido</th>
          <th scope="col">Fecha</th>
          <th scope="col">Estado</th>
          <th scope="col" data-align="end">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.data.map((order) => (
          <tr key={order.id}>
            <td>{order.order_number}</td>
            <td>{formatDate(order.created_at, 'short')}</td>
            <td>
              <Badge tone={orderStatusTone(order.status)} size="sm">
                {orderStatusLabel(order.status)}
              </Badge>
            </td>
            <td data-align="end">{formatCOP(order.total)}</td>
          </tr>
        ))}
      </tbody>
    </DetailTable>
  );
}

export interface UserDetailDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/**
 * A user's detail (spec §2): profile, points, membership, their last five orders and the
 * changes admins made to the profile. The points refresh live (realtime on user_points).
 */
export function UserDetailDialog({ user, onClose }: UserDetailDialogProps) {
  useRealtimeInvalidate({
    channel: `admin-user-points:${user.id}`,
    table: 'user_points',
    filter: `user_id=eq.${user.id}`,
    queryKey: userKeys.points(user.id),
  });

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={displayName(user)}
      description={user.email ?? undefined}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Cerrar
        </Button>
      }
    >
      <DetailSections>
        <DetailPart title="Perfil">
          <Facts>
            <div>
              <dt>Nombre</dt>
              <dd>{displayName(user)}</dd>
            </div>
            <div>
              <dt>Correo</dt>
              <dd>{user.email ?? NOT_GIVEN}</dd>
            </div>
            <div>
              <dt>Teléfono</dt>
              <dd>{user.phone ?? NOT_GIVEN}</dd>
            </div>
            <div>
              <dt>Fecha de nacimiento</dt>
              <dd>{user.birth_date ? formatDate(user.birth_date) : NOT_GIVEN}</dd>
            </div>
            <div>
              <dt>Mascota</dt>
              <dd>{user.pet_name || NOT_GIVEN}</dd>
            </div>
            <div>
              <dt>Rol</dt>
              <dd>{user.is_admin ? 'Administrador' : 'Cliente'}</dd>
            </div>
            <div>
              <dt>Registrado</dt>
              <dd>{formatDate(user.created_at)}</dd>
            </div>
          </Facts>
        </DetailPart>
        <DetailPart title="Puntos y membresía">
          <Facts>
            <div>
              <dt>Puntos</dt>
              <dd>
                <Points userId={user.id} />
              </dd>
            </div>
            <div>
              <dt>Membresía</dt>
              <dd>
                <Badge variant={membershipBadge(user.membership_type)}>
                  {membershipLabel(user.membership_type)}
                </Badge>
              </dd>
            </div>
            <div>
              <dt>Vence</dt>
              <dd>
                {user.membership_expiry
                  ? formatDate(user.membership_expiry)
                  : user.membership_type === 'regular'
                    ? 'No aplica'
                    : 'Sin vencimiento'}
              </dd>
            </div>
            <div>
              <dt>Pedidos</dt>
              <dd>{formatNumber(user.total_orders)}</dd>
            </div>
            <div>
              <dt>Total gastado</dt>
              <dd>{formatCOP(user.total_spent)}</dd>
            </div>
          </Facts>
        </DetailPart>
        <DetailPart title="Últimos pedidos">
          <RecentOrders userId={user.id} />
        </DetailPart>
        <AuditTrail table="user_profiles" rowId={user.id} />
      </DetailSections>
    </Modal>
  );
}
