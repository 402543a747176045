import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
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
import { getSupabase, productImageUrl } from '@bonis/supabase-client';
import { paths } from '../../../config/paths';
import { useCartLines, type CartLine, type CartLineProduct } from '../api/get-cart-lines';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { subtotal } from '../utils/cart-totals';
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
  Thumb,
  ThumbPlaceholder,
} from './cart-dropdown.styles';

/** Lines the dropdown lists (spec §9: dropdowns show up to 5 items). */
export const DROPDOWN_LINES = 5;

export interface CartDropdownProps {
  /** called when the shopper follows a link or opens a modal: the shell closes the panel */
  onNavigate?: () => void;
}

/**
 * The content of the header's cart dropdown. The shell owns the trigger (with the badge from
 * the bus) and the panel; this shows the cart: sign-in prompt, loading, error, empty, or the
 * five newest lines with the subtotal of all of them.
 */
export function CartDropdown({ onNavigate }: CartDropdownProps) {
  const session = useBus((state) => state.session);
  if (session === undefined) return <CartSkeleton />;
  if (session === null) return <SignedOut onNavigate={onNavigate} />;
  return <SignedInCart userId={session.userId} onNavigate={onNavigate} />;
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
          <Skeleton shape="rect" width={48} height={48} />
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
  const { data: lines, error, isFetching, refetch } = useCartLines(userId);
  const remove = useRemoveCartItem(userId);
  const cartCount = useBus((state) => state.cartCount);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emptyLinkRef = useRef<HTMLAnchorElement>(null);
  /** the line being removed, so focus can move on once it is gone */
  const removing = useRef<string | null>(null);

  useEffect(() => {
    if (error) console.error('[mfe-checkout] loading the cart failed', error);
  }, [error]);

  // The removed line's button is gone: give focus to the heading (or the empty state's link).
  useEffect(() => {
    const removed = removing.current;
    if (!removed || !lines || lines.some((line) => line.id === removed)) return;
    removing.current = null;
    (headingRef.current ?? emptyLinkRef.current)?.focus();
  }, [lines]);

  if (!lines) {
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

  if (lines.length === 0) {
    return (
      <Root>
        <EmptyState
          size="sm"
          icon="🛒"
          title="Tu carrito está vacío"
          action={
            <Link
              component={RouterLink}
              to={paths.home.getHref()}
              ref={emptyLinkRef}
              onClick={onNavigate}
            >
              Seguir comprando
            </Link>
          }
        />
      </Root>
    );
  }

  const shown = lines.slice(0, DROPDOWN_LINES);
  const hidden = lines.length - shown.length;
  return (
    <Root>
      <Heading ref={headingRef} tabIndex={-1}>
        Mi Carrito ({cartCount})
      </Heading>
      <Lines>
        {shown.map((line) => {
          const name = line.product?.name ?? 'Producto no disponible';
          return (
            <Line key={line.id}>
              <CartLineView line={line} onNavigate={onNavigate} />
              <IconButton
                label={`Eliminar ${name} del carrito`}
                size="sm"
                loading={remove.isPending && remove.variables.id === line.id}
                disabled={remove.isPending}
                onClick={() => {
                  removing.current = line.id;
                  remove.mutate(line, {
                    onError: () => {
                      removing.current = null;
                    },
                  });
                }}
              >
                <TrashIcon />
              </IconButton>
            </Line>
          );
        })}
      </Lines>
      {hidden > 0 && <More>{hidden === 1 ? '+1 producto más' : `+${hidden} productos más`}</More>}
      <Summary>
        <span>Subtotal</span>
        <span>{formatCOP(subtotal(lines))}</span>
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

function CartLineView({ line, onNavigate }: { line: CartLine; onNavigate?: () => void }) {
  const { product, quantity } = line;
  if (!product) {
    return (
      <LineBody>
        <ThumbPlaceholder aria-hidden="true">🐾</ThumbPlaceholder>
        <LineText>
          <LineName>Producto no disponible</LineName>
          <Muted>Cantidad: {quantity}</Muted>
        </LineText>
      </LineBody>
    );
  }
  return (
    <LineLink to={paths.product.getHref(product.id)} onClick={onNavigate}>
      <LineImage product={product} />
      <LineText>
        <LineName data-line-name="">{product.name}</LineName>
        <LineMeta>
          <Muted>Cantidad: {quantity}</Muted>
          <LinePrice>{formatCOP(product.price * quantity)}</LinePrice>
        </LineMeta>
      </LineText>
    </LineLink>
  );
}

/** The product's first image at 48 px, or the placeholder (no image, or it fails to load). */
function LineImage({ product }: { product: CartLineProduct }) {
  const src = productImageUrl(getSupabase(), product.images[0]);
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return <ThumbPlaceholder aria-hidden="true">🐾</ThumbPlaceholder>;
  }
  return (
    <Thumb src={src} alt="" width={48} height={48} loading="lazy" onError={() => setFailed(src)} />
  );
}

function TrashIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}
