import { Link as RouterLink } from 'react-router';
import { Badge, Link, formatCOP, formatNumber } from '@bonis/design-system';
import {
  Description,
  MainCell,
  Nowrap,
  ResourceList,
  activeStatusFilter,
  defineResource,
} from '../../../components/admin-kit';
import { SHIPPING_RATE_SORTS, getShippingRatesPage } from '../api/get-shipping-rates';
import { deliveryHoursText } from '../schemas/shipping-rate-form';
import { shippingRateForm } from './shipping-rate-form-dialog';

export const RATES_LOAD_ERROR = 'No se pudieron cargar las tarifas de envío';
export const RATE_DELETE_ERROR = 'No se pudo eliminar la tarifa de envío';

/**
 * `/admin/shipping` ('Métodos de Envío'): the shipping rates by base price (cheapest first) with
 * search by name and the status filter; CSV export; create and edit in a dialog (with the
 * rate's history); bulk activate, deactivate and delete; delete behind a confirmation, then
 * 'Deshacer'. Not live: `shipping_rates` is not in the realtime publication.
 */
export const shippingRates = defineResource({
  table: 'shipping_rates',
  fetchPage: getShippingRatesPage,
  sorts: SHIPPING_RATE_SORTS,
  // the spec's order: cheapest first
  defaultSort: { key: 'base_price', direction: 'asc' },
  filters: [activeStatusFilter('Todas', 'Activas', 'Inactivas')],
  activatable: true,
  deletable: true,
  permissions: { edit: 'catalog.edit' },
  form: shippingRateForm,
  intro: (
    <>
      Los métodos de envío de la tienda con su precio base y tiempo de entrega. En el checkout, el
      costo del envío es el del horario que elige el cliente: se configura en{' '}
      <Link component={RouterLink} to="/admin/shipping-time-ranges">
        Rangos Horarios de Envío
      </Link>
      .
    </>
  ),
  columns: [
    {
      key: 'name',
      header: 'Nombre',
      sortable: true,
      cell: (row) => (
        <MainCell>
          <span>
            <strong>{row.name}</strong>
            {row.description ? <Description>{row.description}</Description> : null}
          </span>
        </MainCell>
      ),
    },
    {
      key: 'base_price',
      header: 'Precio base',
      sortable: true,
      align: 'end',
      cell: (row) => <Nowrap>{formatCOP(row.base_price)}</Nowrap>,
    },
    {
      key: 'delivery_hours_min',
      header: 'Entrega',
      sortable: true,
      align: 'end',
      cell: (row) => (
        <Nowrap>{deliveryHoursText(row.delivery_hours_min, row.delivery_hours_max)}</Nowrap>
      ),
    },
    {
      key: 'is_active',
      header: 'Estado',
      cell: (row) => <Badge variant={row.is_active ? 'activo' : 'inactivo'} size="sm" />,
    },
  ],
  csv: [
    { header: 'Nombre', value: (row) => row.name },
    { header: 'Descripción', value: (row) => row.description },
    { header: 'Precio base (COP)', value: (row) => row.base_price },
    { header: 'Entrega mínima (horas)', value: (row) => row.delivery_hours_min },
    { header: 'Entrega máxima (horas)', value: (row) => row.delivery_hours_max },
    { header: 'Activa', value: (row) => row.is_active },
  ],
  texts: {
    caption: 'Tarifas de envío',
    loadError: RATES_LOAD_ERROR,
    empty: 'No hay tarifas de envío. Crea la primera con «Nueva tarifa».',
    emptyFiltered: 'Ninguna tarifa de envío coincide con la búsqueda',
    search: { label: 'Buscar tarifas de envío', placeholder: 'Nombre de la tarifa' },
    create: 'Nueva tarifa',
    activated: 'Tarifas de envío activadas',
    deactivated: 'Tarifas de envío desactivadas',
    count: (n) => (n === 1 ? '1 tarifa' : `${formatNumber(n)} tarifas`),
    confirmDelete: {
      title: '¿Eliminar esta tarifa de envío?',
      message: (row) => `Se eliminará «${row.name}». Si solo quieres dejar de usarla, desactívala.`,
      bulkMessage: (n) =>
        `Se eliminarán ${formatNumber(n)} tarifas. Si solo quieres dejar de usarlas, desactívalas.`,
    },
    deleteError: RATE_DELETE_ERROR,
    csvFileName: 'tarifas-de-envio',
  },
});

export function ShippingRatesPage() {
  return <ResourceList resource={shippingRates} />;
}
