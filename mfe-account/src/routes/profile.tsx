import { useSearchParams } from 'react-router';
import { Button, Skeleton, Tab, TabList, TabPanel, Tabs } from '@bonis/design-system';
import { AccountPage } from '../components/account-page';
import { PageHeader, PageTitle } from '../components/page-parts.styles';
import { AddressBook } from '../features/addresses/components/address-book';
import { ChangePasswordForm } from '../features/auth/components/change-password-form';
import { RecentOrders } from '../features/orders/components/recent-orders';
import { useAuthIdentity, useProfile } from '../features/profile/api/get-profile';
import { PersonalInfoCard } from '../features/profile/components/personal-info-card';
import { Column, Layout } from '../features/profile/components/profile.styles';
import { ProfileSummary } from '../features/profile/components/profile-summary';
import { SignedOutProfile } from '../features/profile/components/signed-out-profile';
import { ThemePreferenceCard } from '../features/profile/components/theme-preference';
import { useSession } from '../lib/session';

type ProfileTab = 'profile' | 'orders' | 'settings';

const tabOf = (value: string | null): ProfileTab =>
  value === 'orders' || value === 'settings' ? value : 'profile';

export const PROFILE_LOAD_ERROR = 'Error al cargar el perfil de usuario';

function SignedInProfile({ userId, name }: { userId: string; name: string }) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const profile = useProfile(userId);
  const identity = useAuthIdentity(userId);

  if (profile.isPending) {
    return (
      <Layout aria-busy="true">
        <Skeleton shape="rect" height="320px" />
        <Skeleton shape="rect" height="320px" />
      </Layout>
    );
  }
  if (profile.isError) {
    console.error('[mfe-account] profile load failed', profile.error);
    return (
      <div role="alert">
        <p>{PROFILE_LOAD_ERROR}</p>
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }

  const selectTab = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'profile') next.delete('tab');
    else next.set('tab', value);
    setParams(next);
  };

  return (
    <Layout>
      <ProfileSummary
        userId={userId}
        sessionName={name}
        profile={profile.data}
        identity={identity.data}
        tab={tab}
      />
      <Column>
        <Tabs value={tab} onValueChange={selectTab}>
          <TabList aria-label="Secciones de tu perfil">
            <Tab value="profile">Mi información</Tab>
            <Tab value="orders">Mis pedidos</Tab>
            <Tab value="settings">Configuración</Tab>
          </TabList>
          <TabPanel value="profile">
            <Column>
              <PersonalInfoCard userId={userId} profile={profile.data} />
              <AddressBook userId={userId} />
              <RecentOrders userId={userId} />
            </Column>
          </TabPanel>
          <TabPanel value="orders">
            <RecentOrders userId={userId} />
          </TabPanel>
          <TabPanel value="settings">
            <Column>
              <ChangePasswordForm />
              <ThemePreferenceCard />
            </Column>
          </TabPanel>
        </Tabs>
      </Column>
    </Layout>
  );
}

/** `/profile` (`?tab=orders`, `?tab=settings`): the shopper's account, or the ways in. */
export default function ProfilePage() {
  const session = useSession();
  return (
    <AccountPage route="/profile" labelledBy="profile-title">
      <PageHeader>
        <PageTitle id="profile-title">Mi Perfil</PageTitle>
      </PageHeader>
      {session === undefined ? (
        <div aria-busy="true">
          <Skeleton shape="rect" height="320px" />
        </div>
      ) : session === null ? (
        <SignedOutProfile />
      ) : (
        <SignedInProfile key={session.userId} userId={session.userId} name={session.name} />
      )}
    </AccountPage>
  );
}
