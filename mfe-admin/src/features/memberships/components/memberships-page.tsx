import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { styled } from 'styled-components';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Skeleton,
  SkeletonText,
  formatCOP,
  formatDate,
  formatNumber,
  media,
  vars,
} from '@bonis/design-system';
import { getSupabase } from '@bonis/supabase-client';
import {
  CsvExportButton,
  ListToolbar,
  useUndoableDelete,
  type CsvColumn,
  useLoadErrorToast,
} from '../../../components/admin-kit';
import {
  getMembershipPlanRows,
  membershipKeys,
  useMembershipPlans,
  type MembershipPlanRow,
} from '../api/get-membership-plans';
import { MEMBERSHIP_TYPE_LABELS } from '../lib/membership-type';
import { formatMultiplier, formatPercent } from '../lib/numbers';
import { MembershipFormDialog } from './membership-form-dialog';

export const LOAD_ERROR = 'Error al cargar las membresías';
export const DELETE_ERROR = 'Error al eliminar la membresía';
export const DELETE_QUESTION = '¿Estás seguro de eliminar esta membresía?';

const Stack = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

/** One plan per row on a phone, as many 280 px cards as fit beyond. */
const Grid = styled.ul`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** An inactive plan is dimmed (sunken, dashed, muted title) and tagged 'Inactivo'. */
const PlanCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;

  &[data-inactive] {
    border-style: dashed;
    background: ${vars.color.surfaceSunken};

    h2,
    [data-price] {
      color: ${vars.color.textMuted};
    }
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};

  & > h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const Price = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: 800;
`;

/** Duration, discount and points: three label/value pairs side by side. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space[2]};
  margin: 0;

  & > div {
    display: grid;
    gap: 2px;
    min-width: 0;
  }

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.xs};
  }

  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Benefits = styled.ul`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  padding-left: ${vars.space[5]};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

/** At the card's foot, level across a row of cards. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin-top: auto;
  padding-top: ${vars.space[1]};

  ${media.sm} {
    justify-content: flex-end;
  }
`;

const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-left: 4px solid ${vars.color.danger};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  & > p {
    margin: 0;
  }
`;

const days = (count: number) => (count === 1 ? '1 día' : `${formatNumber(count)} días`);

/** 'Se eliminará el plan «Mensual» de la página de membresías. …' */
export function deleteMessage(plan: MembershipPlanRow): string {
  return `Se eliminará el plan «${plan.name}» de la página de membresías. Si hay clientes con esta membresía y ningún otro plan la ofrece, no se podrá eliminar: desactívalo en su lugar.`;
}

const csvColumns: readonly CsvColumn<MembershipPlanRow>[] = [
  { header: 'Nombre', value: (plan) => plan.name },
  { header: 'Tipo', value: (plan) => MEMBERSHIP_TYPE_LABELS[plan.membership_type] },
  { header: 'Precio', value: (plan) => plan.price },
  { header: 'Duración (días)', value: (plan) => plan.duration_days },
  { header: 'Descuento (%)', value: (plan) => Number(plan.discount_percent) },
  { header: 'Multiplicador de puntos', value: (plan) => Number(plan.points_multiplier) },
  { header: 'Beneficios', value: (plan) => plan.benefits.join(' | ') },
  { header: 'Descripción', value: (plan) => plan.description },
  { header: 'Activa', value: (plan) => plan.is_active },
  { header: 'Creada', value: (plan) => formatDate(plan.created_at, 'short') },
];

interface PlanItemProps {
  plan: MembershipPlanRow;
  onEdit: (plan: MembershipPlanRow) => void;
  onDelete: (plan: MembershipPlanRow) => void;
}

function PlanItem({ plan, onEdit, onDelete }: PlanItemProps) {
  return (
    <PlanCard
      forwardedAs="li"
      aria-label={plan.name}
      data-inactive={plan.is_active ? undefined : ''}
      padding="lg"
    >
      <Head>
        <h2>{plan.name}</h2>
        {plan.is_active ? null : <Badge variant="inactivo" size="sm" />}
      </Head>
      <Muted>Tipo: {MEMBERSHIP_TYPE_LABELS[plan.membership_type]}</Muted>
      <Price data-price="">{formatCOP(plan.price)}</Price>
      <Facts>
        <div>
          <dt>Duración</dt>
          <dd>{days(plan.duration_days)}</dd>
        </div>
        <div>
          <dt>Descuento</dt>
          <dd>{formatPercent(plan.discount_percent)}</dd>
        </div>
        <div>
          <dt>Puntos</dt>
          <dd>{formatMultiplier(plan.points_multiplier)}</dd>
        </div>
      </Facts>
      {plan.description ? <Muted>{plan.description}</Muted> : null}
      {plan.benefits.length > 0 ? (
        <Benefits aria-label={`Beneficios de ${plan.name}`}>
          {plan.benefits.map((benefit, index) => (
            // benefits may repeat: the position keeps the keys apart
            <li key={`${index}-${benefit}`}>{benefit}</li>
          ))}
        </Benefits>
      ) : (
        <Muted>Sin beneficios</Muted>
      )}
      <Actions>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Editar ${plan.name}`}
          onClick={() => onEdit(plan)}
        >
          Editar
        </Button>
        <Button
          size="sm"
          variant="danger"
          aria-label={`Eliminar ${plan.name}`}
          onClick={() => onDelete(plan)}
        >
          Eliminar
        </Button>
      </Actions>
    </PlanCard>
  );
}

function LoadingPlans() {
  return (
    <Grid aria-busy="true" aria-label="Cargando membresías">
      {[0, 1].map((index) => (
        <PlanCard forwardedAs="li" key={index} padding="lg">
          <Skeleton width="50%" height={24} />
          <Skeleton width="40%" height={28} />
          <SkeletonText lines={4} />
        </PlanCard>
      ))}
    </Grid>
  );
}

/**
 * `/admin/memberships`: the plans, cheapest first (spec §7), as cards with price, duration,
 * discount, points multiplier, benefits and an 'Inactivo' tag (inactive plans dimmed); CSV
 * export; create and edit in a dialog; delete behind '¿Estás seguro de eliminar esta
 * membresía?', then with 'Deshacer' for 5 s (the database refuses a plan its shoppers still
 * hold, and its message is shown).
 */
export function MembershipsPage() {
  const queryClient = useQueryClient();
  const { data, isPending, isError, errorUpdatedAt, refetch } = useMembershipPlans();

  useLoadErrorToast(errorUpdatedAt, LOAD_ERROR);

  const [dialog, setDialog] = useState<{ plan: MembershipPlanRow | null } | null>(null);
  const [deleting, setDeleting] = useState<MembershipPlanRow | null>(null);

  const { remove, hiddenIds } = useUndoableDelete({
    table: 'membership_plans',
    errorMessage: DELETE_ERROR,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });

  const plans = (data ?? []).filter((plan) => !hiddenIds.includes(plan.id));
  const openNew = () => setDialog({ plan: null });

  let content;
  if (isPending) {
    content = <LoadingPlans />;
  } else if (isError && !data) {
    content = (
      <ErrorBox role="alert">
        <p>{LOAD_ERROR}</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Reintentar
        </Button>
      </ErrorBox>
    );
  } else if (plans.length === 0) {
    content = (
      <EmptyState
        icon="⭐"
        title="No hay membresías"
        description="Crea el primer plan: aparecerá en la página de membresías de la tienda."
        action={<Button onClick={openNew}>Nueva membresía</Button>}
      />
    );
  } else {
    content = (
      <Grid aria-label="Planes de membresía">
        {plans.map((plan) => (
          <PlanItem
            key={plan.id}
            plan={plan}
            onEdit={(chosen) => setDialog({ plan: chosen })}
            onDelete={setDeleting}
          />
        ))}
      </Grid>
    );
  }

  return (
    <Stack>
      <ListToolbar
        actions={
          <>
            <CsvExportButton
              fileName="membresias"
              columns={csvColumns}
              fetchPage={(from, to) => getMembershipPlanRows(getSupabase(), { from, to })}
              disabled={plans.length === 0}
            />
            <Button onClick={openNew}>Nueva membresía</Button>
          </>
        }
      />
      {content}
      <MembershipFormDialog
        open={dialog !== null}
        plan={dialog?.plan ?? null}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={DELETE_QUESTION}
        message={deleting ? deleteMessage(deleting) : undefined}
        confirmLabel="Eliminar"
        tone="danger"
        onConfirm={() => {
          if (deleting) remove([deleting.id], deleting.name);
        }}
      />
    </Stack>
  );
}
