import { Badge, formatNumber } from '@bonis/design-system';
import {
  NameCell,
  Nowrap,
  ResourceList,
  activeStatusFilter,
  defineResource,
} from '../../../components/admin-kit';
import { BONUS_SORTS, getBonusesPage } from '../api/get-bonuses';
import {
  BONUS_CATEGORY_LABELS,
  BONUS_TYPE_LABELS,
  formatBonusValue,
  formatPoints,
} from '../lib/bonus-options';
import { CATEGORY_OPTIONS, TYPE_OPTIONS, bonusForm } from './bonus-form-dialog';

const statusFilter = activeStatusFilter('Todos', 'Activos', 'Inactivos');

/**
 * `/admin/tienda-bonos`: the bonus store by category, then points cost (spec §7), with the
 * 'Popular' and 'Inactivo' tags; search by name, category, type and status filters, sorting and
 * paging in the URL; CSV export; create and edit in a dialog (with the bonus's history); bulk
 * activate, deactivate and delete; delete behind the spec's confirmation, then 'Deshacer'
 * (shoppers keep what they bought). Not live: `bonus_store` is not in the realtime publication.
 */
export const bonuses = defineResource({
  table: 'bonus_store',
  fetchPage: getBonusesPage,
  sorts: BONUS_SORTS,
  defaultSort: { key: 'category', direction: 'asc' },
  filters: [
    {
      name: 'category',
      label: 'Categoría',
      options: [{ value: '', label: 'Todas' }, ...CATEGORY_OPTIONS],
    },
    { name: 'type', label: 'Tipo', options: [{ value: '', label: 'Todos' }, ...TYPE_OPTIONS] },
    {
      ...statusFilter,
      options: [...statusFilter.options, { value: 'popular', label: 'Populares' }],
    },
  ],
  activatable: true,
  deletable: true,
  permissions: { edit: 'catalog.edit' },
  form: bonusForm,
  columns: [
    {
      key: 'name',
      header: 'Bono',
      sortable: true,
      cell: (row) => (
        <NameCell
          icon={row.icon}
          name={row.name}
          description={row.description}
          tags={
            row.popular || !row.is_active ? (
              <>
                {row.popular ? <Badge variant="popular" size="sm" /> : null}
                {row.is_active ? null : <Badge variant="inactivo" size="sm" />}
              </>
            ) : null
          }
        />
      ),
    },
    {
      key: 'category',
      header: 'Categoría',
      sortable: true,
      cell: (row) => BONUS_CATEGORY_LABELS[row.category],
    },
    { key: 'type', header: 'Tipo', cell: (row) => BONUS_TYPE_LABELS[row.type] },
    {
      key: 'value',
      header: 'Valor',
      sortable: true,
      align: 'end',
      cell: (row) => <Nowrap>{formatBonusValue(row.type, row.value)}</Nowrap>,
    },
    {
      key: 'points_cost',
      header: 'Costo',
      sortable: true,
      align: 'end',
      cell: (row) => <Nowrap>{formatPoints(row.points_cost)}</Nowrap>,
    },
  ],
  csv: [
    { header: 'Ícono', value: (row) => row.icon },
    { header: 'Nombre', value: (row) => row.name },
    { header: 'Descripción', value: (row) => row.description },
    { header: 'Categoría', value: (row) => BONUS_CATEGORY_LABELS[row.category] },
    { header: 'Tipo', value: (row) => BONUS_TYPE_LABELS[row.type] },
    { header: 'Valor', value: (row) => row.value },
    { header: 'Costo en puntos', value: (row) => row.points_cost },
    { header: 'Popular', value: (row) => row.popular },
    { header: 'Activo', value: (row) => row.is_active },
  ],
  texts: {
    caption: 'Tienda de bonos',
    loadError: 'Error al cargar bonos',
    empty: 'No hay bonos creados',
    emptyFiltered: 'Ningún bono coincide con la búsqueda',
    search: { label: 'Buscar bonos', placeholder: 'Nombre del bono' },
    create: 'Nuevo bono',
    activated: 'Bonos activados',
    deactivated: 'Bonos desactivados',
    count: (n) => (n === 1 ? '1 bono' : `${formatNumber(n)} bonos`),
    confirmDelete: {
      title: '¿Eliminar este bono?',
      message: () => 'Los usuarios que ya lo compraron lo conservarán.',
      bulkTitle: '¿Eliminar estos bonos?',
      bulkMessage: (n) =>
        `Se eliminarán ${formatNumber(n)} bonos. Los usuarios que ya los compraron los conservarán.`,
    },
    deleteError: 'Error al eliminar bono',
    csvFileName: 'tienda-bonos',
  },
});

export function BonusesPage() {
  return <ResourceList resource={bonuses} />;
}
