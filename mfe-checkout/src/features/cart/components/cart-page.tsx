import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, EmptyState, Link, Skeleton, VisuallyHidden } from '@bonis/design-system';
import { bus, useBus } from '@bonis/design-system/bus';
import { DB_MESSAGES } from '@bonis/supabase-client';
import { homeHref } from '@bonis/contracts/links';
import { useRemoveCartItem } from '../../../api/cart-lines';
import { useLiveCart } from '../../../api/live-cart';
import { useQuote } from '../../../api/quote';
import { cartUnits, newestFirst, productsLabel } from '../utils/cart-lines';
import { CartLineItem } from './cart-line-item';
import {
  CountLine,
  ErrorBox,
  Header,
  Layout,
  Lines,
  Message,
  SkeletonLine,
  SkeletonLines,
  SkeletonText,
  Title,
} from './cart-page.styles';
import { CartSummary } from './cart-summary';

export interface CartPageProps {
  /** the h1's id, which names the page's region */
  titleId: string;
}

/** The page's h1 (the document title, 'Carrito', is the shell's). */
export const CART_TITLE = 'Carrito de compras';

/**
 * `/cart`: the signed-in shopper's cart as the database prices it (`preview_checkout`), live
 * (an admin's price or stock change shows without a reload): the lines with their quantity and
 * remove, and the order summary with the way to checkout. Signed out, an invitation to sign in.
 */
export function CartPage({ titleId }: CartPageProps) {
  const session = useBus((state) => state.session);
  const titleRef = useRef<HTMLHeadingElement>(null);
  if (session) {
    return (
      <SignedInCart
        key={session.userId}
        userId={session.userId}
        titleId={titleId}
        titleRef={titleRef}
      />
    );
  }
  return (
    <>
      <PageHeader titleId={titleId} titleRef={titleRef} />
      {session === undefined ? <CartSkeleton /> : <SignedOut />}
    </>
  );
}

function PageHeader({
  titleId,
  titleRef,
  units,
}: {
  titleId: string;
  titleRef: RefObject<HTMLHeadingElement | null>;
  /** units in the cart; left out while unknown or empty */
  units?: number;
}) {
  return (
    <Header>
      {/* focusable from script: focus lands here once a removed line is gone */}
      <Title id={titleId} ref={titleRef} tabIndex={-1}>
        {CART_TITLE}
      </Title>
      {units !== undefined && units > 0 && <CountLine>{productsLabel(units)}</CountLine>}
    </Header>
  );
}

function SignedOut() {
  return (
    <Message>
      <p>Inicia sesión para ver tu carrito</p>
      <Button onClick={() => bus.getState().loginRequested('login')}>Iniciar sesión</Button>
    </Message>
  );
}

function CartSkeleton() {
  return (
    <Layout role="status">
      <VisuallyHidden>Cargando carrito…</VisuallyHidden>
      <SkeletonLines>
        {[0, 1, 2].map((row) => (
          <SkeletonLine key={row}>
            <Skeleton shape="rect" width={64} height={64} />
            <SkeletonText>
              <Skeleton width="70%" />
              <Skeleton width="40%" />
              <Skeleton width="30%" />
            </SkeletonText>
          </SkeletonLine>
        ))}
      </SkeletonLines>
      <Skeleton shape="rect" height={260} />
    </Layout>
  );
}

function SignedInCart({
  userId,
  titleId,
  titleRef,
}: {
  userId: string;
  titleId: string;
  titleRef: RefObject<HTMLHeadingElement | null>;
}) {
  useLiveCart(userId);
  const { data: quote, error, isError, isFetching, refetch } = useQuote(userId);
  const remove = useRemoveCartItem(userId);
  const emptyLinkRef = useRef<HTMLAnchorElement>(null);
  /** the product whose line is being removed, so focus can move on once it is gone */
  const removing = useRef<string | null>(null);

  useEffect(() => {
    if (error) console.error('[mfe-checkout] loading the cart failed', error);
  }, [error]);

  // The removed line and its button are gone: keep the keyboard on the page.
  useEffect(() => {
    const removed = removing.current;
    if (!removed || !quote || quote.items.some((item) => item.product_id === removed)) return;
    removing.current = null;
    (quote.items.length > 0 ? titleRef.current : emptyLinkRef.current)?.focus();
  }, [quote, titleRef]);

  const loadError = isError && (
    <ErrorBox role="alert">
      <p>
        <strong>Error</strong> - No se pudo cargar el carrito
      </p>
      <Button size="sm" variant="secondary" loading={isFetching} onClick={() => void refetch()}>
        Reintentar
      </Button>
    </ErrorBox>
  );

  let content: ReactNode;
  if (!quote) {
    content = isError ? null : <CartSkeleton />;
  } else if (quote.items.length === 0) {
    content = (
      <EmptyState
        icon="🛒"
        title={DB_MESSAGES.cartEmpty}
        description="Agrega productos y los verás aquí."
        action={
          <Link component={RouterLink} to={homeHref()} ref={emptyLinkRef}>
            Seguir comprando
          </Link>
        }
      />
    );
  } else {
    content = (
      <Layout>
        <section aria-label="Productos en tu carrito">
          <Lines>
            {newestFirst(quote.items).map((item) => (
              <CartLineItem
                key={item.cart_item_id}
                userId={userId}
                item={item}
                removing={remove.isPending && remove.variables === item.product_id}
                removeDisabled={remove.isPending}
                onRemove={() => {
                  removing.current = item.product_id;
                  remove.mutate(item.product_id, {
                    onError: () => {
                      removing.current = null;
                    },
                  });
                }}
              />
            ))}
          </Lines>
        </section>
        <CartSummary quote={quote} />
      </Layout>
    );
  }

  return (
    <>
      <PageHeader
        titleId={titleId}
        titleRef={titleRef}
        units={quote ? cartUnits(quote.items) : undefined}
      />
      {loadError}
      {content}
    </>
  );
}
