import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Button,
  EmptyState,
  IconButton,
  Link,
  Skeleton,
  VisuallyHidden,
  formatCOP,
} from '@bonis/design-system';
import { bus, useBus } from '@bonis/design-system/bus';
import type { CartDropdownProps } from '@bonis/contracts';
import { DB_MESSAGES, type CheckoutQuoteItem } from '@bonis/supabase-client';
import { homeHref, productHref } from '@bonis/contracts/links';
import { useRemoveCartItem } from '../../../api/cart-lines';
import { useQuote } from '../../../api/quote';
import { paths } from '../../../config/paths';
import { cartUnits, newestFirst } from '../utils/cart-lines';
import { CartLineImage } from './cart-line-image';
import {
  Actions,
  Heading,
  Line,
  LineBody,
  LineLink,
  LineMeta,
  LineName,
  LinePrice,
  LineText,
  Lines,
  Message,
  More,
  Muted,
  PrimaryAction,
  Root,
  SecondaryAction,
  SkeletonLine,
  SkeletonText,
  Summary,
  Text,
  Unavailable,
} from './cart-dropdown.styles';
import { TrashIcon } from './trash-icon';

/** Lines the dropdown lists (spec §9: dropdowns show up to 5 items). */
export const DROPDOWN_LINES = 5;

/** The thumbnails' side in px. */
const THUMB = 48;

/**
 * The content of the header's cart dropdown. The shell owns the trigger (with the badge from
 * the bus) and the panel; this shows the cart as the database prices it (`preview_checkout`,
 * the same quote as /cart): sign-in prompt, loading, error, empty, or the five newest lines
 * with the subtotal of the whole cart.
 */
export function CartDropdown({ onNavigate }: CartDropdownProps) {
  const session = useBus((state) => state.session);
  if (session === undefined) return <CartSkeleton />;
  if (session === null) return <SignedOut onNavigate={onNavigate} />;
  return <SignedInCart key={session.userId} userId={session.userId} onNavigate={onNavigate} />;
}

function SignedOut({ onNavigate }: CartDropdownProps) {
  return (
    <Root>
      <Message>
        <Text>Inicia sesión para ver tu carrito</Text>
        <Button
          size="sm"
          onClick={() => {
            onNavigate?.();
            bus.getState().loginRequested('login');
          }}
        >
          Iniciar sesión
        </Button>
      </Message>
    </Root>
  );
}

function CartSkeleton() {
  return (
    <Root role="status">
      <VisuallyHidden>Cargando carrito…</VisuallyHidden>
      <Skeleton width="60%" height={22} />
      {[0, 1, 2].map((row) => (
        <SkeletonLine key={row}>
          <Skeleton shape="rect" width={THUMB} height={THUMB} />
          <SkeletonText>
            <Skeleton width="80%" />
            <Skeleton width="40%" />
          </SkeletonText>
        </SkeletonLine>
      ))}
    </Root>
  );
}

function SignedInCart({ userId, onNavigate }: { userId: string; onNavigate?: () => void }) {
  const { data: quote, error, isFetching, refetch } = useQuote(userId);
  const remove = useRemoveCartItem(userId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emptyLinkRef = useRef<HTMLAnchorElement>(null);
  /** the product whose line is being removed, so focus can move on once it is gone */
  const removing = useRef<string | null>(null);

  useEffect(() => {
    if (error) console.error('[mfe-checkout] loading the cart failed', error);
  }, [error]);

  // The removed line's button is gone: give focus to the heading (or the empty state's link).
  useEffect(() => {
    const removed = removing.current;
    if (!removed || !quote || quote.items.some((item) => item.product_id === removed)) return;
    removing.current = null;
    (headingRef.current ?? emptyLinkRef.current)?.focus();
  }, [quote]);

  if (!quote) {
    if (!error) return <CartSkeleton />;
    return (
      <Root>
        <Message role="alert">
          <Text>
            <strong>Error</strong> - No se pudo cargar el carrito
          </Text>
          <Button size="sm" variant="secondary" loading={isFetching} onClick={() => void refetch()}>
            Reintentar
          </Button>
        </Message>
      </Root>
    );
  }

  if (quote.items.length === 0) {
    return (
      <Root>
        <EmptyState
          size="sm"
          icon="🛒"
          title={DB_MESSAGES.cartEmpty}
          action={
            <Link component={RouterLink} to={homeHref()} ref={emptyLinkRef} onClick={onNavigate}>
              Seguir comprando
            </Link>
          }
        />
      </Root>
    );
  }

  const lines = newestFirst(quote.items);
  const shown = lines.slice(0, DROPDOWN_LINES);
  const hidden = lines.length - shown.length;
  return (
    <Root>
      <Heading ref={headingRef} tabIndex={-1}>
        Mi Carrito ({cartUnits(quote.items)})
      </Heading>
      <Lines>
        {shown.map((item) => (
          <Line key={item.cart_item_id}>
            <DropdownLine item={item} onNavigate={onNavigate} />
            <IconButton
              label={`Eliminar ${item.name} del carrito`}
              size="sm"
              loading={remove.isPending && remove.variables === item.product_id}
              disabled={remove.isPending}
              onClick={() => {
                removing.current = item.product_id;
                remove.mutate(item.product_id, {
                  onError: () => {
                    removing.current = null;
                  },
                });
              }}
            >
              <TrashIcon />
            </IconButton>
          </Line>
        ))}
      </Lines>
      {hidden > 0 && <More>{hidden === 1 ? '+1 producto más' : `+${hidden} productos más`}</More>}
      <Summary>
        <span>Subtotal</span>
        <span>{formatCOP(quote.subtotal)}</span>
      </Summary>
      <Actions>
        <SecondaryAction to={paths.cart.getHref()} onClick={onNavigate}>
          Ver carrito
        </SecondaryAction>
        <PrimaryAction to={paths.checkout.getHref()} onClick={onNavigate}>
          Finalizar compra
        </PrimaryAction>
      </Actions>
    </Root>
  );
}

/**
 * A line: image, name, quantity and the line's total as the database priced it. A line that
 * can't be bought now says so instead of a total (it counts in no amount); a hidden product's
 * page no longer exists, so its line is not a link.
 */
function DropdownLine({ item, onNavigate }: { item: CheckoutQuoteItem; onNavigate?: () => void }) {
  const body = (
    <>
      <CartLineImage image={item.image} size={THUMB} />
      <LineText>
        <LineName data-line-name="">{item.name}</LineName>
        <LineMeta>
          <Muted>Cantidad: {item.quantity}</Muted>
          {item.available ? (
            <LinePrice>{formatCOP(item.total)}</LinePrice>
          ) : (
            <Unavailable>Producto no disponible</Unavailable>
          )}
        </LineMeta>
      </LineText>
    </>
  );
  if (!item.is_active) return <LineBody>{body}</LineBody>;
  return (
    <LineLink to={productHref(item.product_id)} onClick={onNavigate}>
      {body}
    </LineLink>
  );
}
