import { Badge, formatDate, formatNumber } from '@bonis/design-system';
import {
  NameCell,
  Nowrap,
  ResourceList,
  activeStatusFilter,
  defineResource,
} from '../../../components/admin-kit';
import { PRIZE_SORTS, PRIZE_TYPE_FILTERS, getPrizesPage, prizeKeys } from '../api/get-prizes';
import { PRIZE_TYPE_LABELS, formatPercent, formatPrizeValue } from '../lib/prize-options';
import { prizeForm } from './prize-form-dialog';
import { ProbabilityTotal } from './probability-total';

/**
 * `/admin/ruleta`: the roulette's prizes, highest probability first (the spec's admin order),
 * under the total of every prize's probability ('87,5% / 100%', '¡Excede el límite!' above
 * 100); search by name, type and status filters, sorting and paging in the URL; CSV export;
 * create and edit in a dialog (the sum rule, the prize's history); inactive prizes dimmed and
 * tagged; bulk activate, deactivate and delete; delete behind '¿Eliminar este premio?', then
 * 'Deshacer'. Not live: `roulette_prizes` is not in the realtime publication.
 */
export const prizes = defineResource({
  queryKey: prizeKeys.all,
  table: 'roulette_prizes',
  fetchPage: getPrizesPage,
  sorts: PRIZE_SORTS,
  defaultSort: { key: 'probability', direction: 'desc' },
  filters: [
    {
      name: 'type',
      label: 'Tipo',
      options: [
        { value: '', label: 'Todos' },
        ...PRIZE_TYPE_FILTERS.map((value) => ({ value, label: PRIZE_TYPE_LABELS[value] })),
      ],
    },
    activeStatusFilter('Todos', 'Activos', 'Inactivos'),
  ],
  activatable: true,
  deletable: true,
  permissions: { edit: 'catalog.edit' },
  form: prizeForm,
  columns: [
    {
      key: 'name',
      header: 'Premio',
      sortable: true,
      cell: (row) => (
        <NameCell
          icon={row.icon}
          name={row.name}
          description={row.description}
          tags={row.is_active ? null : <Badge variant="inactivo" size="sm" />}
        />
      ),
    },
    { key: 'type', header: 'Tipo', cell: (row) => PRIZE_TYPE_LABELS[row.type] },
    {
      key: 'value',
      header: 'Valor',
      sortable: true,
      align: 'end',
      cell: (row) => <Nowrap>{formatPrizeValue(row.type, row.value)}</Nowrap>,
    },
    {
      key: 'probability',
      header: 'Probabilidad',
      sortable: true,
      align: 'end',
      cell: (row) => <Nowrap>{formatPercent(row.probability)}</Nowrap>,
    },
  ],
  csv: [
    { header: 'Ícono', value: (row) => row.icon },
    { header: 'Nombre', value: (row) => row.name },
    { header: 'Descripción', value: (row) => row.description },
    { header: 'Tipo', value: (row) => PRIZE_TYPE_LABELS[row.type] },
    { header: 'Valor', value: (row) => row.value },
    { header: 'Probabilidad (%)', value: (row) => row.probability },
    { header: 'Activo', value: (row) => row.is_active },
    { header: 'Creado', value: (row) => formatDate(row.created_at, 'short') },
  ],
  texts: {
    caption: 'Premios de la ruleta',
    loadError: 'Error al cargar premios',
    empty: 'No hay premios creados',
    emptyFiltered: 'Ningún premio coincide con la búsqueda',
    search: { label: 'Buscar premios', placeholder: 'Nombre del premio' },
    create: 'Nuevo premio',
    activated: 'Premios activados',
    deactivated: 'Premios desactivados',
    count: (n) => (n === 1 ? '1 premio' : `${formatNumber(n)} premios`),
    confirmDelete: {
      title: '¿Eliminar este premio?',
      message: (row) => `Se eliminará «${row.name}» de la ruleta.`,
      bulkTitle: '¿Eliminar estos premios?',
      bulkMessage: (n) => `Se eliminarán ${formatNumber(n)} premios de la ruleta.`,
    },
    deleteError: 'Error al eliminar premio',
    csvFileName: 'premios-ruleta',
  },
});

export function PrizesPage() {
  return <ResourceList resource={prizes} aside={<ProbabilityTotal />} />;
}
