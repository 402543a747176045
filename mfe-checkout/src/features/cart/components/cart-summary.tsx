import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, formatCOP } from '@bonis/design-system';
import type { CheckoutQuote } from '@bonis/supabase-client';
import { homeHref } from '@bonis/contracts/links';
import { paths } from '../../../config/paths';
import { productsLabel } from '../utils/cart-lines';
import {
  Blocked,
  CheckoutBlocked,
  CheckoutLink,
  Figure,
  Figures,
  Note,
  Summary,
  SummaryTitle,
  TotalFigure,
} from './cart-page.styles';

export const BLOCKED_MESSAGE =
  'Hay productos no disponibles en tu carrito. Elimínalos o ajusta la cantidad para continuar.';

/** Why shipping is free, as the cart says it. */
function freeShippingNote(quote: CheckoutQuote): string {
  switch (quote.free_shipping_reason) {
    case 'membership':
      return 'Envío gratis por tu membresía';
    case 'threshold':
      return `Envío gratis por compras desde ${formatCOP(quote.free_shipping_threshold)}`;
    case 'bonus':
      return 'Envío gratis por tu bono';
    default:
      return 'Envío gratis';
  }
}

/**
 * The cart's order summary, every figure the database's (`preview_checkout`): subtotal of the
 * lines that can be bought, the shipping estimate (the cheapest delivery slot, or free and
 * why), the estimated total, and the way to checkout, blocked while a line can't be bought.
 */
export function CartSummary({ quote }: { quote: CheckoutQuote }) {
  const titleId = useId();
  const blockedId = useId();
  const blocked = quote.unavailable_count > 0;
  // Display only: how far the subtotal (the database's) is from the free-shipping threshold.
  const missing =
    !quote.free_shipping && quote.item_count > 0
      ? quote.free_shipping_threshold - quote.subtotal
      : 0;

  return (
    <Summary aria-labelledby={titleId}>
      <SummaryTitle id={titleId}>Resumen del pedido</SummaryTitle>
      <Figures>
        <Figure>
          <dt>Subtotal ({productsLabel(quote.item_count)})</dt>
          <dd>{formatCOP(quote.subtotal)}</dd>
        </Figure>
        <Figure>
          <dt>Envío</dt>
          <dd>{quote.free_shipping ? 'Gratis' : formatCOP(quote.shipping_estimate)}</dd>
        </Figure>
        {quote.discount_amount > 0 && (
          <Figure>
            <dt>Descuento</dt>
            <dd>−{formatCOP(quote.discount_amount)}</dd>
          </Figure>
        )}
        <TotalFigure>
          <dt>Total</dt>
          <dd>{formatCOP(quote.estimated_total)}</dd>
        </TotalFigure>
      </Figures>
      {quote.free_shipping ? (
        <Note $tone="success">{freeShippingNote(quote)}</Note>
      ) : (
        <>
          {missing > 0 && <Note>Te faltan {formatCOP(missing)} para envío gratis</Note>}
          <Note>El envío final depende del horario de entrega que elijas.</Note>
        </>
      )}
      {blocked ? (
        <>
          <Blocked id={blockedId} role="alert">
            <p>{BLOCKED_MESSAGE}</p>
          </Blocked>
          <CheckoutBlocked type="button" aria-disabled="true" aria-describedby={blockedId}>
            Finalizar compra
          </CheckoutBlocked>
        </>
      ) : (
        <CheckoutLink to={paths.checkout.getHref()}>Finalizar compra</CheckoutLink>
      )}
      <Link component={RouterLink} to={homeHref()}>
        Seguir comprando
      </Link>
    </Summary>
  );
}
