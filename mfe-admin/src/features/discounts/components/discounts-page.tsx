import { styled } from 'styled-components';
import { Badge, formatCOP, formatDate, formatNumber } from '@bonis/design-system';
import {
  Description,
  NameCell,
  Nowrap,
  ResourceList,
  defineResource,
} from '../../../components/admin-kit';
import {
  DISCOUNT_SORTS,
  getDiscountCodesPage,
  type DiscountCodeRow,
} from '../api/get-discount-codes';
import { DISCOUNT_STATES, DISCOUNT_STATE_LABELS, discountState } from '../lib/discount-state';
import { DISCOUNT_TYPE_LABELS } from '../schemas/discount-form';
import { discountForm } from './discount-form-dialog';
import { DiscountStateBadge, UsesText, discountValue, expiryText } from './discount-labels';

export const LOAD_ERROR = 'Error al cargar códigos de descuento';
export const DELETE_ERROR = 'Error al eliminar código';

/** The discount over its type and minimum purchase, on one line each. */
const Stacked = styled.span`
  display: grid;
  white-space: nowrap;
`;

const usesWord = (uses: number) => (uses === 1 ? '1 vez' : `${formatNumber(uses)} veces`);

/**
 * "Se eliminará el código «AHORRA20K». Ya se usó 37 veces: los pedidos que lo usaron
 * conservan su descuento. Si solo quieres que deje de funcionar, desactívalo."
 */
export function deleteMessage(code: DiscountCodeRow): string {
  const used =
    code.current_uses > 0
      ? ` Ya se usó ${usesWord(code.current_uses)}: los pedidos que lo usaron conservan su descuento.`
      : '';
  return `Se eliminará el código «${code.code}».${used} Si solo quieres que deje de funcionar, desactívalo.`;
}

/**
 * `/admin/discounts`: the discount codes (newest first) with search by code, the display
 * state and type filters, sorting ('Ordenar por' and the headers) and paging in the URL; CSV
 * export; create and edit in a dialog (with the code's history); bulk activate, deactivate and
 * delete; delete behind a confirmation, then 'Deshacer'. Each row's state is the spec's display
 * state (inactive, expired, exhausted, active) at the time the list was read.
 */
export const discountCodes = defineResource({
  table: 'discount_codes',
  fetchPage: getDiscountCodesPage,
  sorts: DISCOUNT_SORTS,
  defaultSort: { key: 'created_at', direction: 'desc' },
  // every sort the list has, so the header buttons never leave 'Ordenar por' blank
  sortOptions: [
    { value: 'created_at.desc', label: 'Más recientes' },
    { value: 'created_at.asc', label: 'Más antiguos' },
    { value: 'code.asc', label: 'Código (A–Z)' },
    { value: 'code.desc', label: 'Código (Z–A)' },
    { value: 'expires_at.asc', label: 'Vencen antes' },
    { value: 'expires_at.desc', label: 'Vencen después' },
  ],
  filters: [
    {
      name: 'state',
      label: 'Estado',
      options: [
        { value: '', label: 'Todos' },
        ...DISCOUNT_STATES.map((value) => ({ value, label: DISCOUNT_STATE_LABELS[value] })),
      ],
    },
    {
      name: 'type',
      label: 'Tipo',
      options: [
        { value: '', label: 'Todos' },
        { value: 'percentage', label: DISCOUNT_TYPE_LABELS.percentage },
        { value: 'fixed', label: DISCOUNT_TYPE_LABELS.fixed },
      ],
    },
  ],
  getRowLabel: (row) => row.code,
  activatable: true,
  deletable: true,
  permissions: { edit: 'discounts.edit' },
  form: discountForm,
  columns: [
    {
      key: 'code',
      header: 'Código',
      sortable: true,
      cell: (row) => (
        <NameCell
          name={row.code}
          description={row.description}
          tags={
            row.first_purchase_only || row.owner_email || row.owner_user_id ? (
              <>
                {row.first_purchase_only ? (
                  <Badge variant="info" size="sm">
                    Primera compra
                  </Badge>
                ) : null}
                {row.owner_email || row.owner_user_id ? (
                  <Badge
                    variant="neutral"
                    size="sm"
                    title={row.owner_email ?? 'Solo la cuenta que canjeó el regalo'}
                  >
                    Personal
                  </Badge>
                ) : null}
              </>
            ) : null
          }
        />
      ),
    },
    {
      key: 'value',
      header: 'Descuento',
      align: 'end',
      // the minimum purchase under the discount (a column of its own would not fit 1280 px)
      cell: (row) => (
        <Stacked>
          <strong>{discountValue(row)}</strong>
          <Description>{DISCOUNT_TYPE_LABELS[row.type]}</Description>
          {row.min_purchase > 0 ? (
            <Description>{`Compra mín. ${formatCOP(row.min_purchase)}`}</Description>
          ) : null}
        </Stacked>
      ),
    },
    {
      key: 'uses',
      header: 'Usos',
      align: 'end',
      cell: (row) => (
        <Nowrap>
          <UsesText code={row} />
        </Nowrap>
      ),
    },
    {
      key: 'expires_at',
      header: 'Vence',
      sortable: true,
      cell: (row) => <Nowrap>{expiryText(row)}</Nowrap>,
    },
    {
      key: 'state',
      header: 'Estado',
      // the state at the time the row is drawn (each read of the list draws it again)
      cell: (row) => <DiscountStateBadge state={discountState(row)} />,
    },
  ],
  csv: [
    { header: 'Código', value: (row) => row.code },
    { header: 'Descripción', value: (row) => row.description },
    { header: 'Tipo', value: (row) => DISCOUNT_TYPE_LABELS[row.type] },
    { header: 'Valor', value: (row) => Number(row.value) },
    { header: 'Compra mínima', value: (row) => row.min_purchase },
    { header: 'Usos', value: (row) => row.current_uses },
    { header: 'Usos máximos', value: (row) => row.max_uses ?? 'Ilimitados' },
    {
      header: 'Vence',
      value: (row) => (row.expires_at ? formatDate(row.expires_at, 'short') : ''),
    },
    { header: 'Estado', value: (row) => DISCOUNT_STATE_LABELS[discountState(row)] },
    { header: 'Solo primera compra', value: (row) => row.first_purchase_only },
    { header: 'Correo del titular', value: (row) => row.owner_email },
    { header: 'Creado', value: (row) => formatDate(row.created_at, 'short') },
  ],
  texts: {
    caption: 'Códigos de descuento',
    loadError: LOAD_ERROR,
    empty: 'No hay códigos de descuento',
    emptyFiltered: 'Ningún código coincide con la búsqueda',
    search: { label: 'Buscar códigos', placeholder: 'Código' },
    create: 'Nuevo código',
    activated: 'Códigos activados',
    deactivated: 'Códigos desactivados',
    count: (n) => (n === 1 ? '1 código' : `${formatNumber(n)} códigos`),
    confirmDelete: {
      title: '¿Eliminar este código de descuento?',
      message: deleteMessage,
      bulkTitle: '¿Eliminar estos códigos de descuento?',
      bulkMessage: (n) =>
        `Se eliminarán ${formatNumber(n)} códigos. Los pedidos que los usaron conservan su descuento. Si solo quieres que dejen de funcionar, desactívalos.`,
    },
    deleteError: DELETE_ERROR,
    csvFileName: 'codigos-descuento',
  },
});

export function DiscountsPage() {
  return <ResourceList resource={discountCodes} />;
}
