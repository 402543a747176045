import { Badge, LOW_STOCK_THRESHOLD, formatNumber } from '@bonis/design-system';
import { getSupabase, productImageUrl } from '@bonis/supabase-client';
import {
  NameCell,
  Nowrap,
  ResourceList,
  activeStatusFilter,
  defineResource,
  type AdminColumn,
  type CsvColumn,
} from '../../../components/admin-kit';
import { REWARD_SORTS, getRewardsPage, type RewardRow } from '../api/get-rewards';
import { TIER_OPTIONS, tierLabel } from '../lib/reward-tiers';
import { rewardForm } from './reward-form';
import { NoThumb, StockCell, Thumb } from './rewards.styles';

export const LOAD_ERROR = 'No se pudieron cargar los premios';
export const DELETE_ERROR = 'No se pudo eliminar el premio';

const points = (n: number) => `${formatNumber(n)} ${n === 1 ? 'punto' : 'puntos'}`;

function RewardThumb({ reward }: { reward: RewardRow }) {
  const url = productImageUrl(getSupabase(), reward.image_url);
  return url ? <Thumb src={url} alt="" loading="lazy" width={40} height={40} /> : <NoThumb />;
}

/**
 * The list's columns: the reward (picture, name, description, 'Activo'/'Inactivo'), its tier, the points
 * it costs and its stock ('Stock bajo' under 10, as products; 'Agotado' at 0). The row's buttons
 * go under the name, so the table fits beside the sidebar at 1280 px.
 */
const columns: readonly AdminColumn<RewardRow>[] = [
  {
    key: 'name',
    header: 'Premio',
    sortable: true,
    cell: (reward) => (
      <NameCell
        icon={<RewardThumb reward={reward} />}
        name={reward.name}
        description={reward.description}
        tags={<Badge variant={reward.is_active ? 'activo' : 'inactivo'} size="sm" />}
      />
    ),
  },
  { key: 'tier', header: 'Nivel', cell: (reward) => tierLabel(reward.tier) },
  {
    key: 'points_required',
    header: 'Puntos',
    sortable: true,
    align: 'end',
    cell: (reward) => <Nowrap>{points(reward.points_required)}</Nowrap>,
  },
  {
    key: 'stock',
    header: 'Stock',
    sortable: true,
    align: 'end',
    cell: (reward) => (
      <StockCell>
        {formatNumber(reward.stock)}
        {reward.stock < LOW_STOCK_THRESHOLD ? (
          <Badge variant="pocas-unidades" size="sm">
            {reward.stock === 0 ? 'Agotado' : 'Stock bajo'}
          </Badge>
        ) : null}
      </StockCell>
    ),
  },
];

const csv: readonly CsvColumn<RewardRow>[] = [
  { header: 'Nombre', value: (reward) => reward.name },
  { header: 'Descripción', value: (reward) => reward.description },
  { header: 'Nivel', value: (reward) => tierLabel(reward.tier) },
  { header: 'Puntos necesarios', value: (reward) => reward.points_required },
  { header: 'Stock', value: (reward) => reward.stock },
  { header: 'Activo', value: (reward) => reward.is_active },
];

/**
 * `/admin/premios` ('Catálogo de premios'): the rewards catalogue (what shoppers redeem in
 * /premios), by points (the shoppers' order), with search by name, the tier and status filters,
 * sort and page in the URL; CSV export. An admin (`catalog.edit`) creates and edits in a dialog
 * (with the history) and activates and deactivates in bulk; deletes (`records.delete`) are
 * soft, with 'Deshacer', and the database refuses deleting a reward with pending redemptions:
 * its refusal is what the toast says. Staff read it (the kit hides the buttons and says why).
 * Not live: `rewards_catalog` is not in the realtime publication.
 */
export const rewardsCatalog = defineResource({
  table: 'rewards_catalog',
  fetchPage: getRewardsPage,
  sorts: REWARD_SORTS,
  defaultSort: { key: 'points_required', direction: 'asc' } as const,
  filters: [
    { name: 'tier', label: 'Nivel', options: [{ value: '', label: 'Todos' }, ...TIER_OPTIONS] },
    activeStatusFilter('Todos', 'Activos', 'Inactivos'),
  ],
  columns,
  actionsIn: 'name',
  csv,
  activatable: true,
  deletable: true,
  form: rewardForm,
  // deletes are `records.delete`'s, the kit's default
  permissions: { edit: 'catalog.edit' },
  texts: {
    caption: 'Catálogo de premios',
    loadError: LOAD_ERROR,
    empty: 'No hay premios en el catálogo',
    emptyFiltered: 'Ningún premio coincide con los filtros',
    emptyHint: {
      empty: 'Los premios que crees aquí se canjean con puntos en Mis premios.',
      filtered: 'Prueba con otra búsqueda o quita algún filtro.',
    },
    clearFilters: 'Limpiar filtros',
    search: { label: 'Buscar premios', placeholder: 'Nombre del premio' },
    create: 'Nuevo premio',
    activated: 'Premios activados',
    deactivated: 'Premios desactivados',
    count: (n) => (n === 1 ? '1 premio' : `${formatNumber(n)} premios`),
    confirmDelete: {
      title: '¿Eliminar este premio?',
      message: (reward) =>
        `${reward.name} dejará de estar en el catálogo. Los canjes ya entregados o cancelados se conservan.`,
      bulkTitle: '¿Eliminar estos premios?',
      bulkMessage: (n) =>
        `${formatNumber(n)} premios dejarán de estar en el catálogo. Los canjes ya entregados o cancelados se conservan.`,
    },
    deleteError: DELETE_ERROR,
    csvFileName: 'catalogo-premios',
  },
});

/** The screen: the declaration, as the signed-in role may use it. */
export function RewardsCatalogPage() {
  return <ResourceList resource={rewardsCatalog} />;
}
