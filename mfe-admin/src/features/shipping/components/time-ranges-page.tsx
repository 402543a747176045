import { Badge, formatCOP, formatNumber } from '@bonis/design-system';
import {
  Description,
  Emoji,
  MainCell,
  Nowrap,
  ResourceList,
  activeStatusFilter,
  defineResource,
} from '../../../components/admin-kit';
import { TIME_RANGE_SORTS, getTimeRangesPage } from '../api/get-time-ranges';
import { formatClock, timeRangeIconName } from '../schemas/time-range-form';
import { timeRangeForm } from './time-range-form-dialog';

export const RANGES_LOAD_ERROR = 'No se pudieron cargar los rangos horarios';
export const RANGE_DELETE_ERROR = 'No se pudo eliminar el rango horario';

/** What the list says of today's cut-off: '4:00 p. m.', or none. */
const cutOffText = (endsAt: string | null) => formatClock(endsAt) || 'Sin cierre';

/**
 * `/admin/shipping-time-ranges` ('Rangos Horarios de Envío'): the delivery time ranges the
 * checkout offers, by priority (lower first, as the checkout shows them) with search by the
 * range's text and the status filter; CSV export; create and edit in a dialog (with the range's
 * history); bulk activate, deactivate and delete; delete behind a confirmation, then
 * 'Deshacer'. Not live: `shipping_time_ranges` is not in the realtime publication.
 */
export const timeRanges = defineResource({
  table: 'shipping_time_ranges',
  fetchPage: getTimeRangesPage,
  sorts: TIME_RANGE_SORTS,
  // the spec's order, the checkout's too: lower priority number first
  defaultSort: { key: 'priority', direction: 'asc' },
  filters: [activeStatusFilter('Todos', 'Activos', 'Inactivos')],
  getRowLabel: (row) => row.time_range,
  activatable: true,
  deletable: true,
  permissions: { edit: 'catalog.edit' },
  form: timeRangeForm,
  intro:
    'Los horarios de entrega que el checkout ofrece cada día, de hoy a tres días después, por prioridad (el número menor primero). Solo se ofrecen los activos, y el costo del envío es el del rango que elige el cliente.',
  columns: [
    {
      key: 'priority',
      header: 'Prioridad',
      sortable: true,
      align: 'end',
      cell: (row) => formatNumber(row.priority),
    },
    {
      key: 'time_range',
      header: 'Rango horario',
      sortable: true,
      cell: (row) => (
        <MainCell>
          <Emoji role="img" aria-label={timeRangeIconName(row.icon)}>
            {row.icon}
          </Emoji>
          <span>
            <strong>{row.time_range}</strong>
            {row.description ? <Description>{row.description}</Description> : null}
          </span>
        </MainCell>
      ),
    },
    {
      key: 'cost',
      header: 'Costo',
      sortable: true,
      align: 'end',
      cell: (row) => <Nowrap>{formatCOP(row.cost)}</Nowrap>,
    },
    {
      key: 'ends_at',
      header: 'Cierre hoy',
      cell: (row) => <Nowrap>{cutOffText(row.ends_at)}</Nowrap>,
    },
    {
      key: 'is_active',
      header: 'Estado',
      cell: (row) => <Badge variant={row.is_active ? 'activo' : 'inactivo'} size="sm" />,
    },
  ],
  csv: [
    { header: 'Prioridad', value: (row) => row.priority },
    { header: 'Ícono', value: (row) => row.icon },
    { header: 'Rango horario', value: (row) => row.time_range },
    { header: 'Descripción', value: (row) => row.description },
    { header: 'Costo (COP)', value: (row) => row.cost },
    { header: 'Cierre para hoy', value: (row) => formatClock(row.ends_at) || null },
    { header: 'Activo', value: (row) => row.is_active },
  ],
  texts: {
    caption: 'Rangos horarios de envío',
    loadError: RANGES_LOAD_ERROR,
    empty:
      'No hay rangos horarios: el checkout no puede ofrecer entregas. Crea el primero con «Nuevo rango horario».',
    emptyFiltered: 'Ningún rango horario coincide con la búsqueda',
    search: { label: 'Buscar rangos horarios', placeholder: 'Texto del rango' },
    create: 'Nuevo rango horario',
    activated: 'Rangos horarios activados',
    deactivated: 'Rangos horarios desactivados',
    count: (n) => (n === 1 ? '1 rango' : `${formatNumber(n)} rangos`),
    confirmDelete: {
      title: '¿Eliminar este rango horario?',
      message: (row) =>
        `Se eliminará «${row.time_range}» y dejará de ofrecerse en el checkout. Los pedidos que ya lo eligieron conservan su horario.`,
      bulkMessage: (n) =>
        `Se eliminarán ${formatNumber(n)} rangos horarios y dejarán de ofrecerse en el checkout. Los pedidos que ya los eligieron conservan su horario.`,
    },
    deleteError: RANGE_DELETE_ERROR,
    csvFileName: 'rangos-horarios-de-envio',
  },
});

export function TimeRangesPage() {
  return <ResourceList resource={timeRanges} />;
}
