import { useMemo, useState } from 'react';
import { formatCOP, formatDate } from '@bonis/design-system';
import {
  GIFT_PURCHASE_STATE_LABELS,
  giftPurchaseStateLabel,
  paymentMethodLabel,
  paymentStatusLabel,
  todayInBogota,
} from '@bonis/supabase-client';
import {
  NameCell,
  ResourceList,
  StackCell,
  defineResource,
  useRealtimeInvalidate,
  type AdminColumn,
  type CsvColumn,
  type ResourceRowAction,
} from '../../../components/admin-kit';
import {
  DEFAULT_GIFT_SORT,
  GIFT_SORTS,
  getGiftsPage,
  giftKeys,
  type GiftRow,
  type GiftSort,
} from '../api/get-gifts';
import { canResendGift, canVoidGift } from '../lib/gift-actions';
import {
  GIFT_STATES,
  GIFT_TYPES,
  GIFT_TYPE_LABELS,
  OVERDUE,
  OVERDUE_LABEL,
  giftItemLabel,
} from '../lib/gift-words';
import { GiftCell, GiftStateCell } from './gift-cells';
import { Code, NoValue } from './gifts.styles';
import { ResendGiftDialog, RESEND_TEXTS } from './resend-gift-dialog';
import { VoidGiftDialog, giftName } from './void-gift-dialog';

export const GIFTS_LOAD_ERROR = 'No se pudieron cargar los regalos';
const NO_NAME = 'Sin nombre';

/** '12/12/2026' for a day or a moment (Bogotá); empty for none. */
const day = (value: string | null) => (value ? formatDate(value, 'short') : null);

/** 'Pagado · PSE': the payment's status and, once chosen, its method. */
const paymentLine = (gift: GiftRow) =>
  [
    paymentStatusLabel(gift.payment_status),
    gift.payment_method ? paymentMethodLabel(gift.payment_method) : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** Under the delivery date: when it was sent, or redeemed. */
const deliveryNote = (gift: GiftRow) => {
  if (gift.redeemed_at) return `Canjeado ${day(gift.redeemed_at) ?? ''}`;
  if (gift.delivered_at) return `Enviado ${day(gift.delivered_at) ?? ''}`;
  return null;
};

/**
 * The list's columns, sized to fit beside the admin's sidebar at 1280 px (the table gets about
 * 970 px): the recipient and their email under the item, the buyer's email under the name, the
 * payment's status and method under the amount, and the row's buttons under the state (no
 * 'Acciones' column of their own); under 768 px the table scrolls sideways in its own region,
 * as every admin table does.
 */
const columns: AdminColumn<GiftRow>[] = [
  { key: 'item', header: 'Regalo', cell: (gift) => <GiftCell gift={gift} /> },
  {
    key: 'gift_code',
    header: 'Código',
    cell: (gift) =>
      gift.gift_code ? <Code>{gift.gift_code}</Code> : <NoValue>Sin código</NoValue>,
  },
  {
    key: 'buyer',
    header: 'Comprador',
    cell: (gift) => (
      <NameCell name={gift.buyer_name ?? NO_NAME} subtitle={gift.buyer_email} maxWidth="16ch" />
    ),
  },
  {
    key: 'delivery_date',
    header: 'Entrega',
    sortable: true,
    cell: (gift) => <StackCell main={day(gift.delivery_date)} note={deliveryNote(gift)} />,
  },
  {
    key: 'amount',
    header: 'Pago',
    sortable: true,
    cell: (gift) => <StackCell main={formatCOP(gift.amount)} note={paymentLine(gift)} />,
  },
  { key: 'state', header: 'Estado', cell: (gift) => <GiftStateCell gift={gift} /> },
];

const CSV_COLUMNS: CsvColumn<GiftRow>[] = [
  { header: 'Comprado', value: (gift) => day(gift.created_at) },
  { header: 'Código', value: (gift) => gift.gift_code },
  { header: 'Regalo', value: (gift) => giftItemLabel(gift.gift_value) },
  { header: 'Valor', value: (gift) => gift.amount },
  { header: 'Comprador', value: (gift) => gift.buyer_name },
  { header: 'Correo del comprador', value: (gift) => gift.buyer_email },
  { header: 'Destinatario', value: (gift) => gift.recipient_name },
  { header: 'Correo del destinatario', value: (gift) => gift.recipient_email },
  { header: 'Teléfono del destinatario', value: (gift) => gift.recipient_phone },
  { header: 'Entrega', value: (gift) => day(gift.delivery_date) },
  { header: 'Estado', value: (gift) => giftPurchaseStateLabel(gift.state) },
  { header: OVERDUE_LABEL, value: (gift) => gift.overdue },
  { header: 'Estado del pago', value: (gift) => paymentStatusLabel(gift.payment_status) },
  {
    header: 'Método de pago',
    value: (gift) => (gift.payment_method ? paymentMethodLabel(gift.payment_method) : null),
  },
  { header: 'Pagado', value: (gift) => day(gift.paid_at) },
  { header: 'Enviado', value: (gift) => day(gift.delivered_at) },
  { header: 'Canjeado por', value: (gift) => gift.redeemer_name },
  { header: 'Canjeado', value: (gift) => day(gift.redeemed_at) },
  { header: 'Anulado', value: (gift) => day(gift.voided_at) },
  { header: 'Motivo de anulación', value: (gift) => gift.void_reason },
];

/**
 * Every gift purchase (`gift_purchases_overview`): who bought it for whom, what, its delivery
 * date, its payment and where it stands; filtered by state ('Envío atrasado' too), type and
 * delivery dates, searched by email, name or code, sorted and paged by the database with all of
 * it in the URL; exportable as CSV. Its actions are the page's (they depend on the role).
 * Read from a view, so not `live` through the kit: the page watches `gift_purchases` itself.
 */
export const gifts = defineResource<GiftRow, GiftSort>({
  queryKey: giftKeys.all,
  table: 'gift_purchases_overview',
  fetchPage: getGiftsPage,
  sorts: GIFT_SORTS,
  defaultSort: DEFAULT_GIFT_SORT,
  sortOptions: [
    { value: 'created_at.desc', label: 'Compra más reciente' },
    { value: 'created_at.asc', label: 'Compra más antigua' },
    { value: 'delivery_date.asc', label: 'Entrega más próxima' },
    { value: 'delivery_date.desc', label: 'Entrega más lejana' },
    { value: 'amount.desc', label: 'Mayor valor' },
  ],
  filters: [
    {
      name: 'state',
      label: 'Estado',
      options: [
        { value: '', label: 'Todos' },
        ...GIFT_STATES.map((state) => ({ value: state, label: GIFT_PURCHASE_STATE_LABELS[state] })),
        { value: OVERDUE, label: OVERDUE_LABEL },
      ],
    },
    {
      name: 'type',
      label: 'Tipo',
      options: [
        { value: '', label: 'Todos' },
        ...GIFT_TYPES.map((type) => ({ value: type, label: GIFT_TYPE_LABELS[type] })),
      ],
    },
  ],
  dateRange: true,
  columns,
  actionsIn: 'state',
  csv: CSV_COLUMNS,
  getRowLabel: giftName,
  intro:
    'Cada regalo comprado en la tienda: quién lo compró y para quién, cuándo se entrega, su pago y dónde está. «Desde» y «Hasta» filtran por la fecha de entrega.',
  texts: {
    caption: 'Regalos',
    loadError: GIFTS_LOAD_ERROR,
    empty: 'Todavía no se ha comprado ningún regalo',
    emptyFiltered: 'Ningún regalo coincide con la búsqueda o los filtros',
    search: { label: 'Buscar regalos', placeholder: 'Correo, nombre o código' },
    csvFileName: 'regalos',
    clearFilters: 'Limpiar filtros',
  },
});

/**
 * /admin/regalos: the gifts list, read again whenever a gift changes (realtime on
 * `gift_purchases`). Staff and admins ('gifts.manage') get 'Reenviar email' (confirmed first)
 * and 'Anular' (a dialog with the reason) on the gifts they apply to.
 */
export function GiftsPage() {
  const [resending, setResending] = useState<GiftRow | null>(null);
  const [voiding, setVoiding] = useState<GiftRow | null>(null);
  useRealtimeInvalidate({
    channel: 'admin-gift_purchases',
    table: 'gift_purchases',
    queryKey: giftKeys.all,
  });
  const resource = useMemo(() => {
    // staff and admins ('gifts.manage'): the kit leaves them out for anyone else
    const rowActions: ResourceRowAction<GiftRow>[] = [
      {
        label: RESEND_TEXTS.confirm,
        permission: 'gifts.manage',
        hidden: (gift) => !canResendGift(gift, todayInBogota()),
        onClick: setResending,
      },
      {
        label: 'Anular',
        permission: 'gifts.manage',
        hidden: (gift) => !canVoidGift(gift),
        onClick: setVoiding,
      },
    ];
    return { ...gifts, rowActions };
  }, []);
  return (
    <>
      <ResourceList resource={resource} />
      <ResendGiftDialog gift={resending} onClose={() => setResending(null)} />
      <VoidGiftDialog gift={voiding} onClose={() => setVoiding(null)} />
    </>
  );
}
