import { AccountPage } from '../components/account-page';

/** `/favorites` (placeholder until its feature lands). */
export default function FavoritesPage() {
  return (
    <AccountPage route="/favorites" labelledBy="favorites-title">
      <h1 id="favorites-title">Mis Favoritos</h1>
    </AccountPage>
  );
}
