import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, EmptyState, Link, ProductGrid } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { useAddToCart, useFavorites } from '@bonis/supabase-client/queries';
import { allProductsHref } from '@bonis/contracts/links';
import { useSession } from '../../../lib/session';
import { useFavoriteList, type Favorite } from '../api/get-favorites';
import { FavoriteCard, type FavoriteCardProps } from './favorite-card';
import { PawIcon } from './icons';
import { PageHeader as Header, PageTitle as Title } from '../../../components/page-parts.styles';
import { CountLine, ErrorMessage, Message } from './favorites-page.styles';

/** The spec's skeleton count for product grids. */
const SKELETON_CARDS = 8;

export interface FavoritesPageProps {
  /** the h1's id, which names the page's region */
  titleId: string;
}

const productsLabel = (count: number) => (count === 1 ? '1 producto' : `${count} productos`);

/**
 * `/favorites`: every favourite of the shopper in a grid, with add to cart and remove; an
 * invitation to sign in when signed out.
 */
export function FavoritesPage({ titleId }: FavoritesPageProps) {
  const session = useSession();
  const title = useRef<HTMLHeadingElement>(null);
  if (session) {
    return (
      <UserFavorites
        key={session.userId}
        userId={session.userId}
        titleId={titleId}
        titleRef={title}
      />
    );
  }
  return (
    <>
      <PageHeader titleId={titleId} titleRef={title} />
      {session === undefined ? <LoadingGrid /> : <SignedOut />}
    </>
  );
}

function PageHeader({
  titleId,
  titleRef,
  count,
}: {
  titleId: string;
  titleRef: RefObject<HTMLHeadingElement | null>;
  /** the favourites shown; left out while unknown */
  count?: number;
}) {
  return (
    <Header>
      {/* focusable from script: focus lands here once a removed card is gone */}
      <Title id={titleId} ref={titleRef} tabIndex={-1}>
        Mis Favoritos
      </Title>
      {count !== undefined && <CountLine>{productsLabel(count)}</CountLine>}
    </Header>
  );
}

function LoadingGrid() {
  return (
    <ProductGrid
      items={[]}
      loading
      skeletonCount={SKELETON_CARDS}
      loadingLabel="Cargando favoritos"
      renderItem={() => null}
      getItemKey={() => ''}
    />
  );
}

function SignedOut() {
  return (
    <Message>
      <p>Inicia sesión para ver tus favoritos</p>
      <Button onClick={() => bus.getState().loginRequested('login')}>Iniciar sesión</Button>
    </Message>
  );
}

function UserFavorites({
  userId,
  titleId,
  titleRef,
}: {
  userId: string;
  titleId: string;
  titleRef: RefObject<HTMLHeadingElement | null>;
}) {
  const favorites = useFavoriteList(userId);
  const { setFavorite, pendingProductId: removing } = useFavorites();

  useEffect(() => {
    if (favorites.error)
      console.error('[mfe-account] loading the favourites failed', favorites.error);
  }, [favorites.error]);

  const removeItem = (productId: string, productName: string) =>
    setFavorite(
      { productId, favorite: false, productName },
      // the card and its button are gone: keep the keyboard on the page
      { onRemoved: () => titleRef.current?.focus() },
    );

  let content: ReactNode;
  if (favorites.isError) {
    content = (
      <Message>
        <ErrorMessage role="alert">Error - No se pudieron cargar los favoritos</ErrorMessage>
        <Button
          variant="secondary"
          loading={favorites.isFetching}
          onClick={() => void favorites.refetch()}
        >
          Reintentar
        </Button>
      </Message>
    );
  } else if (favorites.isPending) {
    content = <LoadingGrid />;
  } else {
    content = (
      <ProductGrid
        items={favorites.data}
        getItemKey={(favorite: Favorite) => favorite.product.id}
        label="Tus productos favoritos"
        empty={
          <EmptyState
            title="Aún no tienes favoritos"
            description="Guarda los productos que te gusten y encuéntralos aquí."
            icon={<PawIcon />}
            action={
              <Link component={RouterLink} to={allProductsHref()}>
                Explorar productos
              </Link>
            }
          />
        }
        renderItem={({ product }) => (
          <UserFavoriteCard
            product={product}
            removing={removing === product.id}
            removeDisabled={removing !== null}
            onRemove={() => removeItem(product.id, product.name)}
          />
        )}
      />
    );
  }

  return (
    <>
      <PageHeader titleId={titleId} titleRef={titleRef} count={favorites.data?.length} />
      {content}
    </>
  );
}

/**
 * A card with its own add to cart (the shared `useAddToCart`: one database call, the header's
 * count and the toasts), so each card shows its own busy state.
 */
function UserFavoriteCard(props: Omit<FavoriteCardProps, 'adding' | 'onAddToCart'>) {
  const cart = useAddToCart();
  const { product } = props;
  return (
    <FavoriteCard
      {...props}
      adding={cart.pendingProductId === product.id}
      onAddToCart={() => cart.add({ productId: product.id, productName: product.name })}
    />
  );
}
