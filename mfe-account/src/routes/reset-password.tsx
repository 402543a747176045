import { AccountPage } from '../components/account-page';
import { ResetPassword } from '../features/auth/components/reset-password';

const TITLE_ID = 'reset-password-title';

/** `/reset-password`: where the password-reset email's link lands. */
export default function ResetPasswordPage() {
  return (
    <AccountPage route="/reset-password" labelledBy={TITLE_ID}>
      <ResetPassword titleId={TITLE_ID} />
    </AccountPage>
  );
}
