import { useCallback } from 'react';
import {
  Badge,
  Button,
  IconButton,
  Price,
  QuantityStepper,
  VisuallyHidden,
  formatCOP,
} from '@bonis/design-system';
import type { CheckoutQuoteItem } from '@bonis/supabase-client';
import { productHref } from '@bonis/contracts/links';
import { useSetCartQuantity } from '../../../api/cart-lines';
import { useDebouncedQuantity } from '../hooks/use-debounced-quantity';
import { hasMemberPrice, lineIssue, quantityLimits } from '../utils/cart-lines';
import { CartLineImage } from './cart-line-image';
import {
  Brand,
  ControlRow,
  Controls,
  Details,
  Issue,
  Line,
  LineTotal,
  Name,
  NameLink,
  NotCounted,
  UnitPrice,
} from './cart-page.styles';
import { TrashIcon } from './trash-icon';

/** The image's side in px (64 on phones is the grid's column; the image keeps 64). */
const THUMB = 64;

export interface CartLineItemProps {
  userId: string;
  item: CheckoutQuoteItem;
  /** this line's removal is under way */
  removing: boolean;
  /** a removal (of any line) is under way */
  removeDisabled: boolean;
  onRemove: () => void;
}

const unitsLabel = (units: number) => (units === 1 ? '1 unidad' : `${units} unidades`);

/**
 * One line of /cart: image, name (a link to the product while it is on sale), brand, the unit
 * price the database charges (the list price struck through when the member price applies),
 * the quantity stepper, the line's total and remove. A line that can't be bought now says why,
 * its stepper is limited to what can be bought (or off), and it stays removable.
 */
export function CartLineItem({
  userId,
  item,
  removing,
  removeDisabled,
  onRemove,
}: CartLineItemProps) {
  const setQuantity = useSetCartQuantity(userId);
  const { mutateAsync } = setQuantity;
  const save = useCallback(
    (quantity: number) => mutateAsync({ productId: item.product_id, quantity }),
    [item.product_id, mutateAsync],
  );
  const quantity = useDebouncedQuantity(item.quantity, save);
  const issue = lineIssue(item);
  const { max, editable, adjustTo } = quantityLimits(item);
  const member = hasMemberPrice(item);
  const issueId = `cart-line-${item.cart_item_id}-issue`;

  return (
    <Line
      data-available={item.available}
      aria-busy={quantity.pending || removing || undefined}
      aria-label={item.name}
    >
      <CartLineImage image={item.image} size={THUMB} />
      <Details>
        {item.is_active ? (
          <NameLink to={productHref(item.product_id)}>{item.name}</NameLink>
        ) : (
          <Name>{item.name}</Name>
        )}
        {item.brand && <Brand>{item.brand}</Brand>}
        <UnitPrice>
          <VisuallyHidden>Precio por unidad: </VisuallyHidden>
          <Price
            size="sm"
            price={item.unit_price}
            originalPrice={member ? item.list_price : null}
            showSavings={false}
          />
          {member && (
            <Badge variant="member" size="sm">
              Precio socio
            </Badge>
          )}
        </UnitPrice>
        {issue && <Issue id={issueId}>{issue}</Issue>}
      </Details>
      <Controls>
        <ControlRow>
          <QuantityStepper
            size="sm"
            value={quantity.value}
            min={1}
            max={max}
            disabled={!editable}
            label={`Cantidad de ${item.name}`}
            decreaseLabel={`Disminuir cantidad de ${item.name}`}
            increaseLabel={`Aumentar cantidad de ${item.name}`}
            onChange={quantity.change}
          />
          <IconButton
            label={`Eliminar ${item.name} del carrito`}
            size="sm"
            loading={removing}
            disabled={removeDisabled}
            onClick={() => {
              quantity.cancel();
              onRemove();
            }}
          >
            <TrashIcon />
          </IconButton>
        </ControlRow>
        {adjustTo !== null && (
          <Button
            size="sm"
            variant="secondary"
            aria-describedby={issueId}
            onClick={() => quantity.change(adjustTo)}
          >
            Ajustar a {unitsLabel(adjustTo)}
            <VisuallyHidden> de {item.name}</VisuallyHidden>
          </Button>
        )}
        {item.available ? (
          <LineTotal aria-busy={quantity.pending || undefined}>
            <VisuallyHidden>Total de la línea: </VisuallyHidden>
            {formatCOP(item.total)}
          </LineTotal>
        ) : (
          <NotCounted>No se incluye en el total</NotCounted>
        )}
      </Controls>
    </Line>
  );
}
