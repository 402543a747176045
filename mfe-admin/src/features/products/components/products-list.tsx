import { formatDate, formatNumber } from '@bonis/design-system';
import { ResourceList, defineResource, type CsvColumn } from '../../../components/admin-kit';
import {
  DEFAULT_PRODUCT_SORT,
  PRODUCT_SORT_KEYS,
  getProductRows,
  getProductsPage,
  type ProductListRow,
} from '../api/get-products';
import {} from '../api/keys';
import { ROLE_LABELS, STAFF_REFUSAL, useCan } from '../../../lib/permissions';
import { HOME_SECTION_LABELS } from '../schemas/product-form';
import { PRODUCT_COLUMNS } from './product-columns';
import { PRODUCT_FILTERS } from './product-filters';
import { productForm } from './product-form-dialog';
import { productStockForm } from './product-stock-form';

/** A refused delete's toast when the database gives no reason of its own (spec). */
export const DELETE_ERROR = 'Error al eliminar producto';

/** The CSV export's columns (the whole filtered list, every page). */
export const PRODUCT_CSV_COLUMNS: readonly CsvColumn<ProductListRow>[] = [
  { header: 'Nombre', value: (product) => product.name },
  { header: 'Marca', value: (product) => product.brand },
  { header: 'Categoría', value: (product) => product.category?.name ?? null },
  { header: 'Precio', value: (product) => product.price },
  { header: 'Precio miembro', value: (product) => product.member_price },
  { header: 'Descuento (%)', value: (product) => Number(product.discount_percentage) || 0 },
  { header: 'Stock', value: (product) => product.stock_quantity },
  { header: 'Activo', value: (product) => product.is_active },
  {
    header: 'Sección del home',
    value: (product) => (product.home_section ? HOME_SECTION_LABELS[product.home_section] : null),
  },
  { header: 'Creado', value: (product) => formatDate(product.created_at, 'short') },
];

/**
 * `/admin/products` (spec §2): the products, newest first, with search by name or brand and
 * the category, status, low stock and home section filters (all in the URL); live through
 * realtime; CSV export; create and edit in a dialog (its history on demand); bulk activate,
 * deactivate and delete; a delete with no confirmation: it reaches the database at once, then
 * 'Deshacer' restores it for 5 s. The row's buttons are under its name, so the table fits.
 * Everything but the form and who may do what is the same for both roles (below).
 */
const productList = {
  table: 'products',
  fetchPage: getProductsPage,
  csvRows: getProductRows,
  sorts: PRODUCT_SORT_KEYS,
  defaultSort: DEFAULT_PRODUCT_SORT,
  filters: PRODUCT_FILTERS,
  columns: PRODUCT_COLUMNS,
  actionsIn: 'name',
  csv: PRODUCT_CSV_COLUMNS,
  activatable: true,
  deletable: true,
  live: true,
  texts: {
    caption: 'Productos',
    loadError: 'Error al cargar productos',
    empty: 'No hay productos',
    emptyFiltered: 'Ningún producto coincide con los filtros',
    emptyHint: {
      empty: 'Crea el primero para que aparezca en la tienda.',
      filtered: 'Prueba con otra búsqueda o quita algún filtro.',
    },
    clearFilters: 'Limpiar filtros',
    search: { label: 'Buscar productos', placeholder: 'Nombre o marca' },
    create: 'Nuevo producto',
    activated: 'Productos activados',
    deactivated: 'Productos desactivados',
    count: (n: number) => `${formatNumber(n)} ${n === 1 ? 'producto' : 'productos'}`,
    bulkError: 'Error al actualizar productos',
    deleteError: DELETE_ERROR,
    csvFileName: 'productos',
  },
} as const;

/** The admin's products: every field in the full form, create, activate and delete. */
export const products = defineResource({
  ...productList,
  form: productForm,
  permissions: { edit: 'products.edit', activate: 'products.stock' },
});

/** What staff ('Personal') read above their list of products. */
export const STAFF_PRODUCTS_NOTE = `Tu rol (${ROLE_LABELS.staff}) puede cambiar el stock y si un producto está activo, también con la selección. Precios, datos, productos nuevos y eliminar: ${STAFF_REFUSAL.toLowerCase()}.`;

/**
 * Staff's products (ARCHITECTURE §5: "stock and active flags"): the same list, with 'Cambiar
 * stock' (stock and active flag only) instead of the full form, bulk 'Activar'/'Desactivar',
 * and no 'Nuevo producto' or 'Eliminar'.
 */
export const productsForStaff = defineResource({
  ...productList,
  form: productStockForm,
  permissions: { edit: 'products.stock' },
  intro: STAFF_PRODUCTS_NOTE,
  texts: {
    ...productList.texts,
    create: undefined,
    emptyHint: {
      empty: 'Un administrador puede crear el primero.',
      filtered: productList.texts.emptyHint.filtered,
    },
  },
});

/** The products screen of the signed-in role: the full one for whoever may edit products. */
export function ProductsList() {
  const mayEditProducts = useCan('products.edit');
  return mayEditProducts ? (
    <ResourceList resource={products} />
  ) : (
    <ResourceList resource={productsForStaff} />
  );
}
