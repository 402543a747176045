import type { ToastTone } from '@bonis/design-system/bus';
import type { ReorderResult } from '@bonis/supabase-client';

/** What 'Volver a comprar' tells the shopper: the toast's words, also shown on the order page. */
export interface ReorderOutcome {
  /** 'Agregamos 3 productos a tu carrito', or 'Ninguno de estos productos está disponible' */
  title: string;
  /** 'No disponibles: X, Y' and the lines the stock cut short, one sentence each */
  description: string | null;
  tone: ToastTone;
  /** how many products went into the cart (the cart link is offered when any did) */
  addedCount: number;
}

const products = (count: number) => (count === 1 ? 'producto' : 'productos');

/**
 * The shopper's words for `reorder`'s answer. A product counts as added when at least one unit
 * went into the cart; one the stock let in only in part is named with what was added
 * ('Collar (2 de 3)'); one whose units the cart already holds in full is added nothing and named
 * apart; sold-out and no-longer-sold products are 'No disponibles'.
 */
export function reorderOutcome(result: ReorderResult): ReorderOutcome {
  const added = result.added.filter((line) => line.quantity > 0);
  const capped = added.filter((line) => line.quantity < line.requested);
  const alreadyInCart = result.added.filter((line) => line.quantity <= 0);
  const unavailable = result.unavailable;

  const sentences = [
    unavailable.length > 0 && `No disponibles: ${unavailable.map((l) => l.name).join(', ')}`,
    capped.length > 0 &&
      `Sin stock para todas las unidades: ${capped
        .map((l) => `${l.name} (${l.quantity} de ${l.requested})`)
        .join(', ')}`,
    alreadyInCart.length > 0 &&
      `Ya tienes en el carrito todas las unidades disponibles de: ${alreadyInCart
        .map((l) => l.name)
        .join(', ')}`,
  ].filter((sentence): sentence is string => typeof sentence === 'string');

  const title =
    added.length > 0
      ? `Agregamos ${added.length} ${products(added.length)} a tu carrito`
      : unavailable.length > 0 || alreadyInCart.length === 0
        ? 'Ninguno de estos productos está disponible'
        : 'Ya tienes estos productos en tu carrito';
  const complete = added.length > 0 && sentences.length === 0;

  return {
    title,
    description: sentences.length > 0 ? sentences.join('. ') : null,
    tone: complete ? 'success' : added.length > 0 || unavailable.length === 0 ? 'info' : 'warning',
    addedCount: added.length,
  };
}
