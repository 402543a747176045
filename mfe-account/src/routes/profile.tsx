import { AccountPage } from '../components/account-page';

/** `/profile` (placeholder until its feature lands). */
export default function ProfilePage() {
  return (
    <AccountPage route="/profile" labelledBy="profile-title">
      <h1 id="profile-title">Mi Perfil</h1>
    </AccountPage>
  );
}
