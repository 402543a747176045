import { useState } from 'react';
import { Badge, Button, formatCOP, formatDate, formatNumber } from '@bonis/design-system';
import { Facts, StatCards } from '../../../components/admin-kit';
import { ROLE_LABELS, STAFF_REFUSAL, useCan } from '../../../lib/permissions';
import type { Customer } from '../api/get-customer';
import { useCustomerPoints } from '../api/get-customer-points';
import { displayName, membershipBadge, membershipLabel } from '../lib/labels';
import { AdjustPointsDialog } from './adjust-points-dialog';
import { Badges, HeaderGrid, HeaderRow, NameBlock } from './customers.styles';

const NOT_GIVEN = 'Sin registrar';

/** When the membership ends: its day, 'Sin vencimiento', or 'No aplica' for a regular account. */
function expiryOf(customer: Customer): string {
  if (customer.membership_expiry) return formatDate(customer.membership_expiry);
  return customer.membership_type === 'regular' ? 'No aplica' : 'Sin vencimiento';
}

/**
 * The customer at a glance: their name as the page's heading, role and membership, contact and
 * profile, and the figures (points live, orders, spent, member since); 'Ajustar puntos' for
 * admins (disabled for staff, saying why).
 */
export function CustomerHeader({ customer }: { customer: Customer }) {
  const points = useCustomerPoints(customer.id);
  const canAdjust = useCan('points.adjust');
  const [adjusting, setAdjusting] = useState(false);
  const name = displayName(customer);

  return (
    <>
      <HeaderRow>
        <NameBlock>
          <h2>{name}</h2>
          <Badges>
            <Badge tone={customer.role === 'customer' ? 'neutral' : 'info'} size="sm">
              {ROLE_LABELS[customer.role]}
            </Badge>
            <Badge variant={membershipBadge(customer.membership_type)} size="sm">
              {membershipLabel(customer.membership_type)}
            </Badge>
          </Badges>
        </NameBlock>
        <Button
          variant="secondary"
          onClick={() => setAdjusting(true)}
          disabled={!canAdjust || points.data === undefined}
          title={canAdjust ? undefined : STAFF_REFUSAL}
        >
          Ajustar puntos
        </Button>
      </HeaderRow>
      <HeaderGrid>
        <StatCards
          cards={[
            {
              label: 'Puntos',
              value: points.data === undefined ? '—' : formatNumber(points.data),
            },
            { label: 'Pedidos', value: formatNumber(customer.total_orders) },
            { label: 'Total gastado', value: formatCOP(customer.total_spent) },
            { label: 'Cliente desde', value: formatDate(customer.created_at, 'short') },
          ]}
          loading={points.isPending}
          failed={points.isError}
          onRetry={() => void points.refetch()}
        />
        <Facts>
          <div>
            <dt>Correo</dt>
            <dd>{customer.email ?? NOT_GIVEN}</dd>
          </div>
          <div>
            <dt>Teléfono</dt>
            <dd>{customer.phone ?? NOT_GIVEN}</dd>
          </div>
          <div>
            <dt>Rol</dt>
            <dd>{ROLE_LABELS[customer.role]}</dd>
          </div>
          <div>
            <dt>Membresía</dt>
            <dd>{membershipLabel(customer.membership_type)}</dd>
          </div>
          <div>
            <dt>Vence</dt>
            <dd>{expiryOf(customer)}</dd>
          </div>
          <div>
            <dt>Fecha de nacimiento</dt>
            <dd>{customer.birth_date ? formatDate(customer.birth_date) : NOT_GIVEN}</dd>
          </div>
          <div>
            <dt>Mascota</dt>
            <dd>{customer.pet_name || NOT_GIVEN}</dd>
          </div>
        </Facts>
      </HeaderGrid>
      {adjusting && points.data !== undefined ? (
        <AdjustPointsDialog
          userId={customer.id}
          customerName={name}
          balance={points.data}
          onClose={() => setAdjusting(false)}
        />
      ) : null}
    </>
  );
}
