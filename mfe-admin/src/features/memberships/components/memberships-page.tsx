import { styled } from 'styled-components';
import {
  Badge,
  Card,
  formatCOP,
  formatDate,
  formatNumber,
  media,
  vars,
} from '@bonis/design-system';
import {
  ResourceList,
  defineResource,
  type ResourceCardProps,
} from '../../../components/admin-kit';
import {
  PLAN_LIMIT,
  PLAN_SORTS,
  getMembershipPlansPage,
  type MembershipPlanRow,
} from '../api/get-membership-plans';
import { MEMBERSHIP_TYPE_LABELS } from '../lib/membership-type';
import { formatMultiplier, formatPercent } from '../lib/numbers';
import { membershipForm } from './membership-form-dialog';

export const LOAD_ERROR = 'Error al cargar las membresías';
export const DELETE_ERROR = 'Error al eliminar la membresía';
export const DELETE_QUESTION = '¿Estás seguro de eliminar esta membresía?';

/** An inactive plan (its list item carries `data-inactive`) is dimmed: sunken, dashed, muted. */
const Plan = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;

  [data-inactive] > & {
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
    overflow-wrap: break-word;
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
  overflow-wrap: break-word;
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

const days = (count: number) => (count === 1 ? '1 día' : `${formatNumber(count)} días`);

/** 'Se eliminará el plan «Mensual» de la página de membresías. …' */
export function deleteMessage(plan: MembershipPlanRow): string {
  return `Se eliminará el plan «${plan.name}» de la página de membresías. Si hay clientes con esta membresía y ningún otro plan la ofrece, no se podrá eliminar: desactívalo en su lugar.`;
}

/** A plan's card: price, type, duration, discount, points, benefits and the 'Inactivo' tag. */
function PlanCard({ row: plan, actions }: ResourceCardProps<MembershipPlanRow>) {
  return (
    <Plan padding="lg">
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
      <Actions>{actions}</Actions>
    </Plan>
  );
}

/**
 * `/admin/memberships`: the plans, cheapest first (spec §7), as cards with price, duration,
 * discount, points multiplier, benefits and an 'Inactivo' tag (inactive plans dimmed); CSV
 * export; create and edit in a dialog (with the plan's history); delete behind '¿Estás seguro
 * de eliminar esta membresía?', then 'Deshacer' (the database refuses a plan its shoppers
 * still hold, and its message is shown).
 */
export const membershipPlans = defineResource({
  table: 'membership_plans',
  fetchPage: getMembershipPlansPage,
  sorts: PLAN_SORTS,
  defaultSort: { key: 'price', direction: 'asc' },
  pageSize: PLAN_LIMIT,
  isInactive: (row) => !row.is_active,
  deletable: true,
  permissions: { edit: 'catalog.edit' },
  form: membershipForm,
  columns: [],
  cards: {
    Card: PlanCard,
    emptyIcon: '⭐',
    emptyDescription: 'Crea el primer plan: aparecerá en la página de membresías de la tienda.',
  },
  csv: [
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
  ],
  texts: {
    caption: 'Planes de membresía',
    loadError: LOAD_ERROR,
    empty: 'No hay membresías',
    emptyFiltered: 'No hay membresías',
    create: 'Nueva membresía',
    confirmDelete: { title: DELETE_QUESTION, message: deleteMessage },
    deleteError: DELETE_ERROR,
    csvFileName: 'membresias',
  },
});

export function MembershipsPage() {
  return <ResourceList resource={membershipPlans} />;
}
