import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, EmptyState, Link, ProductGrid } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useAddFavoriteToCart } from '../api/add-favorite-to-cart';
import { useFavorites, type Favorite } from '../api/get-favorites';
import { useFavoritesCount } from '../api/get-favorites-count';
import { removalFeedback, useRemoveFavorite } from '../api/remove-favorite';
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
  const favorites = useFavorites(userId);
  // the badge's number (every row, hidden products too); read here as well so a removal
  // publishes the new total (see remove-favorite.ts)
  const total = useFavoritesCount(userId);
  const remove = useRemoveFavorite(userId);

  useEffect(() => {
    if (total.data !== undefined && total.isFetchedAfterMount) {
      bus.getState().favoritesChanged(total.data);
    }
  }, [total.data, total.isFetchedAfterMount]);

  useEffect(() => {
    if (favorites.error)
      console.error('[mfe-account] loading the favourites failed', favorites.error);
  }, [favorites.error]);
  useEffect(() => {
    if (total.error) console.error('[mfe-account] counting the favourites failed', total.error);
  }, [total.error]);

  const removeItem = (productId: string, name: string) => {
    // the card and its button are gone: keep the keyboard on the page
    remove.mutate(
      productId,
      removalFeedback(name, () => titleRef.current?.focus()),
    );
  };

  let content: ReactNode;
  if (favorites.isError) {
    content = (
      <Message>
        <ErrorMessage role="alert">Error - No se pudieron cargar los favoritos</ErrorMessage>
        <Button
          variant="secondary"
          loading={favorites.isFetching}
          onClick={() => {
            void favorites.refetch();
            if (total.isError) void total.refetch();
          }}
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
              <Link component={RouterLink} to={paths.allProducts.getHref()}>
                Explorar productos
              </Link>
            }
          />
        }
        renderItem={({ product }) => (
          <UserFavoriteCard
            userId={userId}
            product={product}
            removing={remove.isPending && remove.variables === product.id}
            removeDisabled={remove.isPending}
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

/** A card with its own add-to-cart mutation, so each card shows its own busy state. */
function UserFavoriteCard({
  userId,
  ...props
}: Omit<FavoriteCardProps, 'adding' | 'onAddToCart'> & { userId: string }) {
  const add = useAddFavoriteToCart(userId);
  return (
    <FavoriteCard
      {...props}
      adding={add.isPending}
      onAddToCart={() =>
        add.mutate({ productId: props.product.id, productName: props.product.name })
      }
    />
  );
}
