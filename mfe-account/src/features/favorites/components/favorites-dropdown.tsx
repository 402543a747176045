import { useEffect, useId, useRef } from 'react';
import { Button, Skeleton, VisuallyHidden } from '@bonis/design-system';
import { bus, useBus } from '@bonis/design-system/bus';
import type { FavoritesDropdownProps } from '@bonis/contracts';
import { useFavorites } from '@bonis/supabase-client/queries';
import { allProductsHref } from '@bonis/contracts/links';
import { paths } from '../../../config/paths';
import { useFavoritesCount } from '../api/get-favorites-count';
import { useRecentFavorites } from '../api/get-recent-favorites';
import { FavoriteRow } from './favorite-row';
import {
  ErrorMessage,
  Footer,
  Heading,
  List,
  Message,
  Panel,
  SkeletonRow,
  TextLink,
} from './favorites-dropdown.styles';

/**
 * The content of the header's favourites dropdown: the newest favourites (up to 5) with the
 * total, or an invitation to sign in.
 */
export function FavoritesDropdown({ onNavigate }: FavoritesDropdownProps) {
  const session = useBus((state) => state.session);
  if (session === undefined) return <Loading />;
  if (session === null) return <SignedOut onNavigate={onNavigate} />;
  return <UserFavorites key={session.userId} userId={session.userId} onNavigate={onNavigate} />;
}

function SignedOut({ onNavigate }: FavoritesDropdownProps) {
  return (
    <Panel>
      <Message>
        <p>Inicia sesión para ver tus favoritos</p>
        <Button
          size="sm"
          onClick={() => {
            // close the dropdown first, so the dialog gives focus back to its trigger
            onNavigate?.();
            bus.getState().loginRequested('login');
          }}
        >
          Iniciar sesión
        </Button>
      </Message>
    </Panel>
  );
}

function Loading() {
  return (
    <Panel aria-busy="true">
      <VisuallyHidden role="status">Cargando favoritos…</VisuallyHidden>
      {[0, 1, 2].map((row) => (
        <SkeletonRow key={row} data-testid="favorite-skeleton">
          <Skeleton shape="rect" width={48} height={48} />
          <Skeleton shape="text" />
        </SkeletonRow>
      ))}
    </Panel>
  );
}

function UserFavorites({ userId, onNavigate }: FavoritesDropdownProps & { userId: string }) {
  const count = useFavoritesCount(userId);
  const recent = useRecentFavorites(userId);
  const favorites = useFavorites();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  const loadError = count.error ?? recent.error;
  useEffect(() => {
    if (loadError) console.error('[mfe-account] loading the favourites failed', loadError);
  }, [loadError]);

  if (count.isError || recent.isError) {
    const retrying = count.isFetching || recent.isFetching;
    return (
      <Panel>
        <Message>
          <ErrorMessage role="alert">Error - No se pudieron cargar los favoritos</ErrorMessage>
          <Button
            size="sm"
            variant="secondary"
            loading={retrying}
            onClick={() => {
              if (count.isError) void count.refetch();
              if (recent.isError) void recent.refetch();
            }}
          >
            Reintentar
          </Button>
        </Message>
      </Panel>
    );
  }
  if (count.isPending || recent.isPending) return <Loading />;

  const total = count.data;
  const items = recent.data;
  const removing = favorites.pendingProductId;
  const removeItem = (productId: string, productName: string) =>
    favorites.setFavorite(
      { productId, favorite: false, productName },
      // the row and its button are gone: keep the keyboard in the panel
      { onRemoved: () => heading.current?.focus() },
    );

  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId} ref={heading} tabIndex={-1}>
        Mis Favoritos ({total})
      </Heading>
      {items.length === 0 ? (
        <Message>
          <p>Aún no tienes favoritos</p>
          <TextLink to={allProductsHref()} onClick={() => onNavigate?.()}>
            Explorar productos
          </TextLink>
        </Message>
      ) : (
        <List>
          {items.map(({ product }) => (
            <FavoriteRow
              key={product.id}
              product={product}
              removing={removing === product.id}
              disabled={removing !== null}
              onRemove={() => removeItem(product.id, product.name)}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      )}
      {items.length > 0 && (
        <Footer>
          <TextLink to={paths.favorites.getHref()} onClick={() => onNavigate?.()}>
            Ver todos mis favoritos
          </TextLink>
        </Footer>
      )}
    </Panel>
  );
}
