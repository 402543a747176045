import { useId, type ReactNode } from 'react';
import { formatCOP } from '@bonis/design-system';
import type { CheckoutQuote } from '@bonis/supabase-client';
import {
  Muted,
  Reason,
  SummaryCard,
  SummaryLine,
  SummaryLines,
  SummaryTitle,
  TotalRow,
  Totals,
} from './checkout.styles';

/** Why shipping is free (the database says which rule applied). */
function freeShippingReason(quote: CheckoutQuote): string {
  switch (quote.free_shipping_reason) {
    case 'bonus':
      return 'Bono de envío gratis';
    case 'membership':
      return 'Beneficio de tu membresía';
    case 'threshold':
      return `Por compras desde ${formatCOP(quote.free_shipping_threshold)}`;
    default:
      return '';
  }
}

/** The discount row's label: the code, or the bonus or prize name. */
function discountLabel(quote: CheckoutQuote): string {
  const discount = quote.discount;
  if (!discount) return 'Descuento';
  const name = discount.kind === 'code' ? discount.code : discount.name;
  return name ? `Descuento (${name})` : 'Descuento';
}

export interface OrderSummaryProps {
  quote: CheckoutQuote;
  /** whether a delivery range has been chosen (else shipping reads 'Selecciona un horario') */
  slotChosen: boolean;
  /** a new quote is being priced (the numbers shown are the previous ones) */
  updating: boolean;
  /** the submit button */
  children?: ReactNode;
}

/**
 * 6) Resumen del pedido: every amount as the database priced it (`preview_checkout`), never
 * added up here: the lines (name × quantity, line total), Subtotal, Envío (the chosen range's
 * cost, 'Gratis' with its reason, or 'Selecciona un horario'), Descuento and Total.
 */
export function OrderSummary({ quote, slotChosen, updating, children }: OrderSummaryProps) {
  const titleId = useId();
  return (
    <SummaryCard aria-labelledby={titleId} aria-busy={updating || undefined}>
      <SummaryTitle id={titleId}>Resumen del pedido</SummaryTitle>
      <SummaryLines aria-label="Productos">
        {quote.items.map((item) => (
          <SummaryLine key={item.cart_item_id} data-unavailable={!item.available || undefined}>
            <span>
              {item.name} × {item.quantity}
              {!item.available && <Reason>No disponible</Reason>}
            </span>
            <span>{item.available ? formatCOP(item.total) : '—'}</span>
          </SummaryLine>
        ))}
      </SummaryLines>
      <Totals>
        <TotalRow>
          <dt>Subtotal</dt>
          <dd>{formatCOP(quote.subtotal)}</dd>
        </TotalRow>
        <TotalRow>
          <dt>Envío</dt>
          <dd>
            {quote.free_shipping ? (
              <>
                Gratis
                <Reason>{freeShippingReason(quote)}</Reason>
              </>
            ) : slotChosen ? (
              formatCOP(quote.shipping_cost)
            ) : (
              <Reason as="span">Selecciona un horario</Reason>
            )}
          </dd>
        </TotalRow>
        {quote.discount_amount > 0 && (
          <TotalRow data-discount="">
            <dt>{discountLabel(quote)}</dt>
            <dd>−{formatCOP(quote.discount_amount)}</dd>
          </TotalRow>
        )}
        <TotalRow data-total="">
          <dt>Total</dt>
          <dd>{formatCOP(quote.total)}</dd>
        </TotalRow>
      </Totals>
      {!slotChosen && !quote.free_shipping && (
        <Muted>El costo de envío se suma al elegir el horario de entrega.</Muted>
      )}
      {children}
    </SummaryCard>
  );
}
