/**
 * Exposed as `account/AuthModals`: the sign-in dialogs the shell opens on `loginRequested`.
 * Props: `{ modal: 'login' | 'register' | 'forgot-password' | 'phone-login'; onClose: () => void }`.
 */
import { AuthModals, type AuthModalsProps } from '../features/auth/components/auth-modals';

export type { AuthModalsProps };

export default function AuthModalsWidget(props: AuthModalsProps) {
  return <AuthModals {...props} />;
}
