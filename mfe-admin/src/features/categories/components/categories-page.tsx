import { styled } from 'styled-components';
import { Badge, formatDate, formatNumber, vars } from '@bonis/design-system';
import { DB_MESSAGES } from '@bonis/supabase-client';
import {
  Ellipsis,
  NameCell,
  Nowrap,
  ResourceList,
  activeStatusFilter,
  defineResource,
} from '../../../components/admin-kit';
import { CATEGORY_SORTS, getCategoriesPage, type CategoryRow } from '../api/get-categories';
import { categoryForm } from './category-form-dialog';
import { CategoryIcon } from './category-icon';

export const LOAD_ERROR = 'Error al cargar categorías';
export const DELETE_ERROR = 'Error al eliminar categoría';
/** The category the database moves a deleted category's products to, and never deletes. */
export const GENERAL_SLUG = 'general';

/** A slug is one word: cut with an ellipsis (the whole of it in the title), never broken. */
const Slug = styled(Ellipsis)`
  --ellipsis-width: 16ch;
  font-size: ${vars.fontSize.sm};
`;

/** "Se eliminará «Aves». Sus productos pasarán a la categoría 'General' (3 activos)." */
export function deleteMessage(category: CategoryRow): string {
  const count = category.product_count;
  return `Se eliminará «${category.name}». Si no la restauras, en 30 días sus productos pasarán a la categoría 'General' (${formatNumber(
    count,
  )} ${count === 1 ? 'activo' : 'activos'}).`;
}

/**
 * `/admin/categories`: the categories (newest first) with search by name, the status filter,
 * sorting and paging in the URL; CSV export; create and edit in a dialog (with the category's
 * history); bulk activate, deactivate and delete; delete behind a confirmation, then
 * 'Deshacer' (the database moves the products to 'General', which itself can't be deleted).
 * Live: any change to a category reads the list again.
 */
export const categories = defineResource({
  table: 'categories',
  fetchPage: getCategoriesPage,
  sorts: CATEGORY_SORTS,
  defaultSort: { key: 'created_at', direction: 'desc' },
  filters: [activeStatusFilter('Todas', 'Activas', 'Inactivas')],
  activatable: true,
  deletable: true,
  deleteDisabled: (row) =>
    row.slug === GENERAL_SLUG ? DB_MESSAGES.generalCategoryUndeletable : null,
  permissions: { edit: 'catalog.edit' },
  form: categoryForm,
  live: true,
  columns: [
    {
      key: 'name',
      header: 'Nombre',
      sortable: true,
      cell: (row) => (
        <NameCell
          name={row.name}
          description={row.description}
          icon={<CategoryIcon icon={row.image_url} />}
        />
      ),
    },
    {
      key: 'slug',
      header: 'Slug',
      cell: (row) => (
        <Slug as="code" title={row.slug}>
          {row.slug}
        </Slug>
      ),
    },
    {
      key: 'product_count',
      header: 'Productos',
      sortable: true,
      align: 'end',
      cell: (row) => formatNumber(row.product_count),
    },
    {
      key: 'is_active',
      header: 'Estado',
      cell: (row) => <Badge variant={row.is_active ? 'activo' : 'inactivo'} size="sm" />,
    },
    {
      key: 'created_at',
      header: 'Creada',
      sortable: true,
      cell: (row) => <Nowrap>{formatDate(row.created_at, 'short')}</Nowrap>,
    },
  ],
  csv: [
    { header: 'Nombre', value: (row) => row.name },
    { header: 'Slug', value: (row) => row.slug },
    { header: 'Descripción', value: (row) => row.description },
    { header: 'Ícono', value: (row) => row.image_url },
    { header: 'Productos activos', value: (row) => row.product_count },
    { header: 'Activa', value: (row) => row.is_active },
    { header: 'Creada', value: (row) => formatDate(row.created_at, 'short') },
  ],
  texts: {
    caption: 'Categorías',
    loadError: LOAD_ERROR,
    empty: 'No hay categorías',
    emptyFiltered: 'Ninguna categoría coincide con la búsqueda',
    search: { label: 'Buscar categorías', placeholder: 'Nombre de la categoría' },
    create: 'Nueva categoría',
    activated: 'Categorías activadas',
    deactivated: 'Categorías desactivadas',
    count: (n) => (n === 1 ? '1 categoría' : `${formatNumber(n)} categorías`),
    confirmDelete: {
      title: '¿Eliminar esta categoría?',
      message: deleteMessage,
      bulkTitle: '¿Eliminar estas categorías?',
      bulkMessage: (n) =>
        `Se eliminarán ${formatNumber(n)} categorías. Si no las restauras, en 30 días sus productos pasarán a la categoría 'General'.`,
    },
    deleteError: DELETE_ERROR,
    csvFileName: 'categorias',
  },
});

export function CategoriesPage() {
  return <ResourceList resource={categories} />;
}
