import { styled } from 'styled-components';
import { Badge, formatDate, vars } from '@bonis/design-system';
import {
  Ellipsis,
  ResourceList,
  defineResource,
  type ResourceRowCommand,
} from '../../../components/admin-kit';
import { useNewsletterStats } from '../api/get-newsletter-stats';
import {
  SUBSCRIPTION_SORTS,
  getActiveSubscriberRows,
  getSubscriptionsPage,
  newsletterKeys,
  type SubscriptionRow,
} from '../api/get-subscriptions';
import {
  setSubscriptionStatus,
  type SubscriptionStatusValue,
} from '../api/set-subscription-status';
import { NewsletterStats } from './newsletter-stats';

export const LOAD_ERROR = 'Error al cargar suscripciones';
export const UPDATE_ERROR = 'Error al actualizar la suscripción';
export const EXPORTED = 'Lista de suscriptores exportada correctamente';

const Code = styled.code`
  font-size: ${vars.fontSize.sm};
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${vars.color.textMuted};
`;

/** 'Dar de baja' an active address, 'Reactivar' an unsubscribed one. */
const statusChange = (
  label: string,
  status: SubscriptionStatusValue,
  title: string,
  variant: 'secondary' | 'ghost',
): ResourceRowCommand<SubscriptionRow> => ({
  label,
  variant,
  hidden: (row) => row.status === status,
  run: (client, row) => setSubscriptionStatus(client, row.id, status),
  done: (row) => ({ title, description: row.email }),
  error: UPDATE_ERROR,
});

/**
 * `/admin/newsletter`: the four cards, the subscriptions newest first with search by e-mail, a
 * status filter, sorting and paging in the URL; 'Dar de baja' / 'Reactivar' per row (then the
 * list and the cards are read again); and the CSV of the active subscribers (among those the
 * search finds). Not live: `newsletter_subscriptions` is not in the realtime publication.
 */
export const subscriptions = defineResource({
  queryKey: newsletterKeys.all,
  table: 'newsletter_subscriptions',
  fetchPage: getSubscriptionsPage,
  sorts: SUBSCRIPTION_SORTS,
  // the spec's order: newest first
  defaultSort: { key: 'created_at', direction: 'desc' },
  filters: [
    {
      name: 'status',
      label: 'Estado',
      options: [
        { value: '', label: 'Todos' },
        { value: 'active', label: 'Activos' },
        { value: 'unsubscribed', label: 'Dados de baja' },
      ],
    },
  ],
  getRowLabel: (row) => row.email,
  permissions: { edit: 'newsletter.manage' },
  rowCommands: [
    statusChange('Dar de baja', 'unsubscribed', 'Suscripción cancelada', 'ghost'),
    statusChange('Reactivar', 'active', 'Suscripción reactivada', 'secondary'),
  ],
  columns: [
    {
      key: 'email',
      header: 'Email',
      sortable: true,
      cell: (row) => <Ellipsis title={row.email}>{row.email}</Ellipsis>,
    },
    {
      key: 'created_at',
      header: 'Fecha',
      sortable: true,
      cell: (row) => formatDate(row.created_at, 'short'),
    },
    {
      key: 'status',
      header: 'Estado',
      cell: (row) =>
        row.status === 'active' ? (
          <Badge variant="activo" size="sm" />
        ) : (
          <Badge variant="neutral" size="sm">
            Dado de baja
          </Badge>
        ),
    },
    {
      key: 'discount_code',
      header: 'Código de descuento',
      cell: (row) => (row.discount_code ? <Code>{row.discount_code}</Code> : <Muted>—</Muted>),
    },
    {
      key: 'used_discount',
      header: 'Descuento usado',
      cell: (row) => (row.used_discount ? 'Sí' : 'No'),
    },
  ],
  // the export (spec §7): active subscribers only, with these four columns
  csv: [
    { header: 'E-mail', value: (row) => row.email },
    { header: 'Fecha de suscripción', value: (row) => formatDate(row.created_at, 'short') },
    { header: 'Código de descuento', value: (row) => row.discount_code },
    { header: 'Descuento usado', value: (row) => row.used_discount },
  ],
  csvRows: getActiveSubscriberRows,
  texts: {
    caption: 'Suscripciones al newsletter',
    loadError: LOAD_ERROR,
    empty: 'Aún no hay suscriptores',
    emptyFiltered: 'Ninguna suscripción coincide con la búsqueda',
    search: { label: 'Buscar por email', placeholder: 'correo@ejemplo.com' },
    csvFileName: 'suscriptores-newsletter',
    csvLabel: 'Exportar activos (CSV)',
    csvExported: EXPORTED,
  },
});

export function NewsletterPage() {
  const stats = useNewsletterStats();
  return (
    <ResourceList
      resource={subscriptions}
      aside={<NewsletterStats />}
      csvDisabled={stats.data?.active === 0}
    />
  );
}
