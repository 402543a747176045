import { AccountPage } from '../components/account-page';
import { FavoritesPage as Favorites } from '../features/favorites/components/favorites-page';

const TITLE_ID = 'favorites-title';

/** `/favorites`: the shopper's favourites. */
export default function FavoritesPage() {
  return (
    <AccountPage route="/favorites" labelledBy={TITLE_ID}>
      <Favorites titleId={TITLE_ID} />
    </AccountPage>
  );
}
